"""Part 2 of `thriftwood serve --demo` in Chromium, at phone and desktop size: a download client
(a magnet added and listed, a download paused, one removed after the question), a Seerr request
approved reaching the demo Radarr's queue, a Tautulli stream stopped after the question, a
server of a kind added through the profile form (tested, then listed), a profile switch, and a
tour of every other screen of part 2 (drawn, nothing sideways, big targets, no console errors)."""
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from chromium import at_size, sound_page, tap, targets_big_enough, wait_for

base, artefacts, lidarr_url, lidarr_key = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3], sys.argv[4]


def main_text(driver):
    return driver.find_element(By.TAG_NAME, "main").text


def page_text(driver):
    """The page's words, its notice (what the last action did) included."""
    return driver.find_element(By.TAG_NAME, "body").text


def check(driver, where, size):
    sound_page(driver, f"{where} at {size}")
    targets_big_enough(driver, f"{where} at {size}")


def downloads(driver, size, magnet_name):
    driver.get(base + "/qbittorrent/queue")
    wait_for(lambda: driver.find_elements(By.TAG_NAME, "progress"), "the qBittorrent queue")
    check(driver, "the qBittorrent queue", size)
    driver.save_screenshot(f"{artefacts}/part2-queue-{size}.png")
    link = driver.find_element(By.NAME, "link")
    link.send_keys(f"magnet:?xt=urn:btih:{magnet_name.encode().hex()[:40].ljust(40, '0')}&dn={magnet_name}")
    link.find_element(By.XPATH, "./ancestor::form").find_element(By.TAG_NAME, "button").click()
    wait_for(lambda: magnet_name in main_text(driver), "the added magnet in the list")
    # Pause the first download through its checkbox; the live queue moves on meanwhile and keeps
    # the check (and what is typed) across its updates.
    tap(driver, "ul.downloads label.mark")
    driver.find_element(By.NAME, "category").send_keys("keep me")
    shown = lambda: driver.find_element(By.CSS_SELECTOR, "ul.downloads").get_attribute("innerHTML")
    start = wait_for(shown, "the list")
    wait_for(lambda: shown() != start, "the live queue to move on", seconds=20)
    assert driver.find_elements(By.CSS_SELECTOR, "ul.downloads input:checked"), "a live update dropped the check"
    assert driver.find_element(By.NAME, "category").get_attribute("value") == "keep me", "a live update lost typing"
    driver.find_element(By.NAME, "category").clear()
    tap(driver, "button[value=pause]")
    wait_for(lambda: "✓" in page_text(driver), "the pause's message")
    # Remove the added one: the question names it first.
    row = [item for item in driver.find_elements(By.CSS_SELECTOR, "ul.downloads li") if magnet_name in item.text][0]
    row.find_element(By.CSS_SELECTOR, "label.mark").click()
    tap(driver, "button[value=remove]")
    wait_for(lambda: "/_/confirm?" in driver.current_url, "the removal's question")
    assert magnet_name in main_text(driver), "the question does not name the download"
    check(driver, "the removal's question", size)
    driver.save_screenshot(f"{artefacts}/part2-remove-question-{size}.png")
    tap(driver, ".confirm button")
    wait_for(lambda: "/qbittorrent/queue" in driver.current_url and f"Removed {magnet_name}" in page_text(driver)
             and not any(magnet_name in item.text for item in driver.find_elements(By.CSS_SELECTOR, "ul.downloads li")),
             "the download gone from the list")


def approve(driver, size, request):
    driver.get(f"{base}/seerr/requests/requests/{request}")
    title = wait_for(lambda: driver.find_element(By.TAG_NAME, "h1").text, "the request's page")
    check(driver, "a request", size)
    driver.save_screenshot(f"{artefacts}/part2-request-{size}.png")
    tap(driver, ".actions button", "Approve")
    wait_for(lambda: "✓ Approved" in page_text(driver), "the approval")
    name = title.split(" (")[0]
    driver.get(base + "/radarr/queue")
    wait_for(lambda: name in main_text(driver), f"{name} in the demo Radarr's queue")


def stop_stream(driver, size):
    driver.get(base + "/tautulli")
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, ".rows button"), "a stream")
    check(driver, "now playing", size)
    tap(driver, ".rows button", "Stop")
    wait_for(lambda: "/_/confirm?" in driver.current_url, "the stop's question")
    question = main_text(driver)
    assert "Stop " in question and "'s " in question, f"the question names no viewer: {question}"
    driver.find_element(By.NAME, "message").send_keys("Time for bed")
    tap(driver, ".confirm button")
    wait_for(lambda: "✓ Stopped" in page_text(driver), "the stop")


def add_server(driver, size, name):
    driver.get(base + "/profiles")
    in_use = [item for item in driver.find_elements(By.CSS_SELECTOR, ".rows > li") if "in use" in item.text][0]
    in_use.find_element(By.LINK_TEXT, "Edit").click()
    wait_for(lambda: "Add a server" in main_text(driver), "the profile's form")
    check(driver, "the profile's form", size)
    Select(driver.find_element(By.NAME, "kind")).select_by_value("lidarr")
    driver.find_element(By.NAME, "serverName").send_keys(name)
    driver.find_element(By.NAME, "url").send_keys(lidarr_url)
    driver.find_element(By.NAME, "credential").send_keys("not the key")
    tap(driver, "button[value=addServer]")
    wait_for(lambda: "tone-problem" in driver.page_source or "Connected" in main_text(driver), "the test's answer")
    assert f"Added {name}" not in main_text(driver), "a server with a wrong key was added"
    driver.find_element(By.NAME, "credential").send_keys(lidarr_key)
    tap(driver, "button[value=addServer]")
    wait_for(lambda: f"✓ Added {name}" in page_text(driver), "the server added")
    driver.save_screenshot(f"{artefacts}/part2-profile-form-{size}.png")
    driver.get(base + "/services")
    wait_for(lambda: name in main_text(driver), "the new server in Services")


def switch_profile(driver, size, name):
    driver.get(base + "/profiles")
    tap(driver, "a.button", "Add a profile")
    wait_for(lambda: driver.find_elements(By.NAME, "name"), "the new profile's form")
    driver.find_element(By.NAME, "name").send_keys(name)
    tap(driver, "form.edit button", "Create")
    driver.get(base + "/profiles")
    row = wait_for(lambda: [item for item in driver.find_elements(By.CSS_SELECTOR, ".rows > li") if name in item.text][0],
                   "the new profile listed")
    row.find_element(By.CSS_SELECTOR, "button").click()
    wait_for(lambda: "✓ Using the profile" in driver.page_source, "the switch")
    driver.get(base + "/")
    wait_for(lambda: driver.find_element(By.TAG_NAME, "h1").text == name, f"Home of {name}")
    # Back to the demo, through the palette (Ctrl-K's page).
    driver.get(base + "/_/palette?q=Demo")
    tap(driver, "main button", "Demo")
    wait_for(lambda: driver.find_element(By.TAG_NAME, "h1").text.startswith("Demo"), "Home of the demo again")


def tour(driver, size):
    driver.get(base + "/qbittorrent/queue")
    # A live page may redraw between finding and reading: read again until it holds still.
    item = wait_for(lambda: driver.find_element(By.CSS_SELECTOR, "ul.downloads a").get_attribute("href"),
                    "a download's link")[len(base):]
    for path in ("/sabnzbd/queue", "/sabnzbd/history", "/nzbget/queue", "/transmission/queue", "/deluge/queue", item,
                 "/seerr/requests", "/seerr/issues", "/seerr/request-series/67070", "/tautulli/history",
                 "/tautulli/stats", "/radarr/queue", "/radarr/history", "/radarr/calendar", "/radarr/missing",
                 "/radarr/system", "/radarr/radarr-settings", "/sonarr/queue", "/sonarr/history", "/sonarr/calendar",
                 "/sonarr/wanted", "/sonarr/system", "/services", "/settings", "/profiles", "/appearance",
                 "/notifications", "/about", "/logs", "/_/palette?q=a"):
        driver.get(base + path)
        wait_for(lambda: driver.find_elements(By.TAG_NAME, "h1"), f"{path}'s heading")
        assert "No such page" not in driver.page_source, f"{path} is not a page"
        assert "not in the browser yet" not in driver.page_source, f"{path} is not drawn in the browser"
        check(driver, path, size)
    driver.save_screenshot(f"{artefacts}/part2-settings-{size}.png")


def run(round):
    def body(driver, size):
        downloads(driver, size, f"Big.Buck.Bunny.{round}")
        approve(driver, size, 1 if round == 1 else 3)
        stop_stream(driver, size)
        add_server(driver, size, f"Lidarr Two {round}")
        switch_profile(driver, size, f"Cabin {round}")
        tour(driver, size)
    return body


for round, (width, height) in enumerate(((360, 740), (1280, 800)), start=1):
    at_size(width, height, artefacts, "part2-", run(round))
print("browse part 2: ok")
