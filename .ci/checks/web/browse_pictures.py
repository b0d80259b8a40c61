"""Pictures in Chromium (#51), at phone size then desktop size: a movie's, a series', an
artist's and an album's page show the demo's poster (loaded, its real pixels, not a broken
image), from serve's own `/_/picture/…` and never from a server's address; the phone gets a
smaller file than the desktop; the library's rows carry small posters and its grid of posters
loads, the search kept; Seerr's requests and Tautulli's streams carry theirs; no page scrolls
sideways."""
import sys

from selenium.webdriver.common.by import By

from chromium import at_size, sound_page, wait_for

base, artefacts = sys.argv[1].rstrip("/"), sys.argv[2]

PAGES = ("/radarr/movies/1", "/sonarr/series/2", "/lidarr/artists/1", "/lidarr/artists/1/albums/2")


def poster(driver):
    found = driver.find_elements(By.CSS_SELECTOR, "main img.poster")
    return found[0] if found else None


def loaded(driver, image):
    return driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", image) or 0


def run(driver, size):
    widths = {}
    for path in PAGES:
        driver.get(base + path)
        wait_for(lambda: poster(driver) is not None, f"the picture on {path}")
        image = poster(driver)
        wait_for(lambda: loaded(driver, image) > 0, f"the picture on {path} to load")
        source = driver.execute_script("return arguments[0].currentSrc", image)
        assert "/_/picture/" in source, f"{path}'s picture comes from {source}"
        assert "mediacover" not in source.lower() and "apikey" not in source.lower(), source
        widths[path] = loaded(driver, image)
        # A picture, not one colour: sample its pixels on a canvas.
        colours = driver.execute_script(
            """const i = arguments[0], c = document.createElement('canvas');
               c.width = 16; c.height = 16; const g = c.getContext('2d'); g.drawImage(i, 0, 0, 16, 16);
               const d = g.getImageData(0, 0, 16, 16).data, seen = new Set();
               for (let p = 0; p < d.length; p += 4) seen.add((d[p] >> 4) + ',' + (d[p+1] >> 4) + ',' + (d[p+2] >> 4));
               return seen.size;""", image)
        assert colours > 3, f"{path}'s picture has {colours} colours"
        sound_page(driver, f"{path} at {size}")
        driver.save_screenshot(f"{artefacts}/pictures-{path.strip('/').replace('/', '-')}-{size}.png")
    # The library as rows with small posters, then as a grid of posters (the switch keeps the search).
    driver.get(base + "/radarr/movies?q=alien")
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "main img.thumb"), "the rows' small posters")
    thumb = driver.find_elements(By.CSS_SELECTOR, "main img.thumb")[0]
    wait_for(lambda: loaded(driver, thumb) > 0, "a row's small poster to load")
    driver.find_element(By.LINK_TEXT, "Posters").click()
    wait_for(lambda: "view=grid" in driver.current_url and "q=alien" in driver.current_url, "the grid, search kept")
    tiles = driver.find_elements(By.CSS_SELECTOR, "main ul.grid img")
    assert len(tiles) >= 2, f"{len(tiles)} posters in the grid"
    wait_for(lambda: loaded(driver, tiles[0]) > 0, "the grid's first poster to load")
    sound_page(driver, f"the grid at {size}")
    # A tile's status breaks between words, never inside one ("Downloade/d").
    cut = driver.execute_script("""
        const pen = document.createElement('canvas').getContext('2d');
        return Array.from(document.querySelectorAll('ul.grid .status')).filter(e => {
          pen.font = getComputedStyle(e).font;
          return e.textContent.split(' ').some(word => pen.measureText(word).width > e.clientWidth + 1);
        }).map(e => e.textContent);""")
    assert not cut, f"the grid at {size}: a status word is wider than its tile: {cut[:3]}"
    driver.save_screenshot(f"{artefacts}/pictures-grid-{size}.png")
    # What is asked for (through Seerr's image proxy) and what is playing (through Tautulli's).
    for path in ("/seerr", "/tautulli"):
        driver.get(base + path)
        # A link beside a form is its own height, not the form's (the Requests page's "Issues").
        # A live page (now playing) may redraw between finding the links and measuring them:
        # measured in one script, read again until one look holds.
        tall = wait_for(lambda: [driver.execute_script(
            "return Array.from(document.querySelectorAll('.actions > a.button'))"
            ".map(a => Math.round(a.getBoundingClientRect().height)).filter(h => h > 60);")], f"{path}'s links")[0]
        assert not tall, f"{path} at {size}: buttons {tall} px tall"
        wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "main img.thumb"), f"the small posters on {path}")
        # Now playing is live: its rows are drawn anew as streams move, so each look finds them again.
        wait_for(lambda: loaded(driver, driver.find_elements(By.CSS_SELECTOR, "main img.thumb")[0]) > 0,
                 f"a small poster on {path} to load")
        sound_page(driver, f"{path} at {size}")
    return widths


seen = {}
for width, height in ((360, 740), (1280, 800)):
    at_size(width, height, artefacts, "pictures-", lambda driver, size: seen.update({size: run(driver, size)}))
phone, desktop = seen["360x740"]["/radarr/movies/1"], seen["1280x800"]["/radarr/movies/1"]
assert phone < desktop, f"the phone got a {phone}-pixel poster, the desktop {desktop}"
print(f"browse pictures: ok (poster {phone} px wide on a phone, {desktop} px on a desktop)")
