"""`thriftwood serve --demo` in Chromium as a person uses it, at phone and desktop size."""
import re
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from chromium import at_size, sound_page, tap, targets_big_enough, wait_for

base, artefacts = sys.argv[1].rstrip("/"), sys.argv[2]


def run(driver, size):
    driver.get(base + "/")
    wait_for(lambda: "Downloading now" in driver.page_source, "Home")
    sound_page(driver, f"Home at {size}")
    targets_big_enough(driver, f"Home at {size}")
    driver.save_screenshot(f"{artefacts}/home-{size}.png")
    # The queue moves without a reload.
    driver.get(base + "/activity/queue")
    driver.execute_script("window.stillThisPage = true")
    shown = lambda: driver.find_element(By.TAG_NAME, "main").get_attribute("innerHTML")
    assert driver.find_elements(By.TAG_NAME, "progress"), "the queue shows no progress"
    start = shown()
    wait_for(lambda: shown() != start, "the queue to change (progress, time left)", seconds=20)
    assert driver.execute_script("return window.stillThisPage === true"), "the page was reloaded"
    sound_page(driver, f"the queue at {size}")
    targets_big_enough(driver, f"the queue at {size}")
    driver.save_screenshot(f"{artefacts}/queue-{size}.png")
    driver.get(base + "/")
    tap(driver, ".lines a", "Radarr ·")
    wait_for(lambda: driver.current_url == base + "/radarr", "Radarr's home")
    tap(driver, "a.tile", "Movies")
    wait_for(lambda: driver.current_url == base + "/radarr/movies", "the library")
    sound_page(driver, f"the library at {size}")
    targets_big_enough(driver, f"the library at {size}")
    driver.save_screenshot(f"{artefacts}/movies-{size}.png")
    # Two movies marked and changed together: the question names both.
    marks = driver.find_elements(By.CSS_SELECTOR, "label.mark")[:2]
    for mark in marks:
        mark.click()
    Select(driver.find_element(By.NAME, "intent")).select_by_value("edit")
    tap(driver, ".bulk-bar button")
    wait_for(lambda: "/_/confirm?" in driver.current_url, "the bulk change's question")
    assert "Change 2 movies" in driver.page_source, "the question does not count two movies"
    assert len(driver.find_elements(By.CSS_SELECTOR, ".marked li")) == 2, "the question does not name both"
    sound_page(driver, f"the bulk change at {size}")
    driver.save_screenshot(f"{artefacts}/bulk-edit-{size}.png")
    Select(driver.find_element(By.NAME, "quality")).select_by_index(1)
    tap(driver, ".confirm button")
    wait_for(lambda: "2 movies changed" in driver.find_element(By.CSS_SELECTOR, ".notice").text, "the change")
    first = driver.find_element(By.CSS_SELECTOR, ".rows a")
    title = first.find_element(By.CSS_SELECTOR, ".title").text
    tap(driver, ".rows a")
    wait_for(lambda: re.search(r"/radarr/movies/\d+$", driver.current_url), "a movie's page")
    assert title in driver.find_element(By.TAG_NAME, "h1").text, "the movie's page names another movie"
    crumbs = [item.text for item in driver.find_elements(By.CSS_SELECTOR, ".crumbs li")]
    assert crumbs[:3] == ["Home", "Radarr", "Movies"], f"breadcrumb {crumbs}"
    sound_page(driver, f"a movie at {size}")
    targets_big_enough(driver, f"a movie at {size}")
    driver.save_screenshot(f"{artefacts}/movie-{size}.png")
    movie = driver.current_url
    # An action: the button, then what it did, said on the same page.
    button = driver.find_element(By.CSS_SELECTOR, ".actions button")
    before = button.text
    button.click()
    wait_for(lambda: "✓" in driver.find_element(By.CSS_SELECTOR, ".notice").text, "the action's notice")
    after = driver.find_element(By.CSS_SELECTOR, ".actions button").text
    assert after != before, f"the button still says {before}"
    # An edit: the sheet at its own address, a change, saved, back on the movie.
    tap(driver, "a.button", "Edit")
    wait_for(lambda: "?sheet=edit/" in driver.current_url, "the edit sheet")
    sound_page(driver, f"the edit form at {size}")
    targets_big_enough(driver, f"the edit form at {size}")
    driver.save_screenshot(f"{artefacts}/edit-{size}.png")
    quality = Select(driver.find_element(By.NAME, "quality"))
    chosen = [option.get_attribute("value") for option in quality.all_selected_options]
    quality.select_by_index(next(i for i, o in enumerate(quality.options) if o.get_attribute("value") not in chosen))
    # Leaving with an edit asks, on a tapped link and on Back; staying keeps the edit.
    sheet = driver.current_url
    for leave in (lambda: tap(driver, ".crumbs a"), driver.back):
        leave()
        question = wait_for(lambda: driver.switch_to.alert, "the question before leaving an edited form")
        assert "Leave without saving" in question.text, question.text
        question.dismiss()
        wait_for(lambda: driver.current_url == sheet, "still on the edit sheet after staying")
    tap(driver, "form.edit button")
    wait_for(lambda: driver.current_url == movie, "back on the movie after saving")
    wait_for(lambda: "Saved" in driver.find_element(By.CSS_SELECTOR, ".notice").text, "the save's notice")
    # A grab: the question naming the release, then the grab.
    tap(driver, "a.button", "Releases")
    wait_for(lambda: "/releases/" in driver.current_url, "the release search")
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, ".releases button"), "releases")
    release = driver.find_element(By.CSS_SELECTOR, ".releases .title").text
    driver.save_screenshot(f"{artefacts}/releases-{size}.png")
    tap(driver, ".releases button")
    wait_for(lambda: release in driver.find_element(By.CSS_SELECTOR, ".confirm").text, "the grab's question")
    sound_page(driver, f"the grab's question at {size}")
    driver.save_screenshot(f"{artefacts}/grab-question-{size}.png")
    tap(driver, ".confirm button")
    wait_for(lambda: f"Grabbed {release}" in driver.find_element(By.CSS_SELECTOR, ".notice").text, "the grab")
    # Back from the result shows the question again (a page of its own): nothing is resent.
    driver.back()
    wait_for(lambda: "/_/confirm?" in driver.current_url, "back to the question")
    assert "Confirm Form Resubmission" not in driver.page_source, "back resent a form"
    driver.get(base + "/radarr/movies")
    driver.get(movie)
    driver.back()
    wait_for(lambda: driver.current_url == base + "/radarr/movies", "back to the library")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Movies"
    # A deep link in a new tab lands on the same screen.
    driver.switch_to.new_window("tab")
    driver.get(movie)
    assert title in driver.find_element(By.TAG_NAME, "h1").text, "the deep link opened another screen"
    driver.close()
    driver.switch_to.window(driver.window_handles[0])
    # Every other screen of this part, as a phone shows it: drawn, nothing sideways, big targets.
    for path in ("/activity/history", "/activity/calendar", "/activity/wanted", "/search?q=alien",
                 "/sonarr/series", "/sonarr/series/3", "/sonarr/series/3/season/2",
                 "/sonarr/series/3/season/2/episode/1", "/lidarr", "/lidarr/artists/1",
                 "/lidarr/artists/1/albums/2", "/radarr/add?q=dune"):
        driver.get(base + path)
        wait_for(lambda: driver.find_elements(By.TAG_NAME, "h1"), f"{path}'s heading")
        assert "No such page" not in driver.page_source, f"{path} is not a page"
        assert "not in the browser yet" not in driver.page_source, f"{path} is not drawn in the browser"
        sound_page(driver, f"{path} at {size}")
        targets_big_enough(driver, f"{path} at {size}")
    driver.save_screenshot(f"{artefacts}/album-{size}.png")


for width, height in ((360, 740), (1280, 800)):
    at_size(width, height, artefacts, "", run)
print("browse: ok")
