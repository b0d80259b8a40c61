"""Prowlarr and Bazarr in Chromium (#53), at phone size then desktop size: every one of their
pages drawn without sideways scrolling and with big targets; an indexer's test from its row
naming why it failed; a search across the indexers from the page's form, a release grabbed after
the question naming it; a movie's missing subtitles searched from its page; the throttled
providers reset after the question."""
import sys

from selenium.webdriver.common.by import By

from chromium import at_size, sound_page, tap, targets_big_enough, wait_for

base, artefacts = sys.argv[1].rstrip("/"), sys.argv[2]


def main_text(driver):
    return driver.find_element(By.TAG_NAME, "main").text


def check(driver, where, size):
    sound_page(driver, f"{where} at {size}")
    targets_big_enough(driver, f"{where} at {size}")


def tour(driver, size):
    for path in ("/prowlarr", "/prowlarr/search", "/prowlarr/history", "/prowlarr/applications",
                 "/bazarr", "/bazarr/movies", "/bazarr/history", "/bazarr/providers"):
        driver.get(base + path)
        wait_for(lambda: driver.find_elements(By.TAG_NAME, "h1"), f"{path}'s heading")
        assert "not in the browser yet" not in driver.page_source, f"{path} is not drawn in the browser"
        check(driver, path, size)


def indexers(driver, size):
    driver.get(base + "/prowlarr")
    wait_for(lambda: "DemoNZB" in main_text(driver), "the indexers")
    assert "Prowlarr leaves it out until" in main_text(driver), "why the failing indexer is left out"
    tap(driver, "button", "Test")
    wait_for(lambda: "Test failed: Unable to connect to indexer" in main_text(driver), "the failing test's words")
    check(driver, "the tested indexers", size)
    driver.save_screenshot(f"{artefacts}/kinds-indexers-{size}.png")


def search_and_grab(driver, size):
    driver.get(base + "/prowlarr/search")
    field = driver.find_element(By.CSS_SELECTOR, "main input[type=search]")
    field.send_keys("arrival")
    tap(driver, "main form.filters button", "Search")
    wait_for(lambda: "left out, failing: DemoNZB" in main_text(driver), "the search's results")
    check(driver, "the search's results", size)
    driver.save_screenshot(f"{artefacts}/kinds-search-{size}.png")
    tap(driver, "button", "Grab")
    wait_for(lambda: "/_/confirm?" in driver.current_url, "the grab's question")
    assert "Prowlarr sends it to its download client." in main_text(driver), "the question does not say what it does"
    tap(driver, ".confirm button")
    wait_for(lambda: "Sent “Arrival." in driver.page_source, "the grab's message")


def subtitles(driver, size, round):
    driver.get(base + "/radarr/movies/96")
    wait_for(lambda: "Subtitles (Bazarr)" in main_text(driver), "the movie's subtitles line")
    if round == 1:
        tap(driver, "button", "Search subtitles")
        wait_for(lambda: "Found English for the movie." in driver.page_source, "what the search found")
    check(driver, "the movie with its subtitles", size)
    driver.get(base + "/bazarr/providers")
    wait_for(lambda: "Throttled" in main_text(driver) or "Every provider is in use" in main_text(driver), "the providers")
    if round == 1:
        tap(driver, "button", "Reset")
        wait_for(lambda: "/_/confirm?" in driver.current_url, "the reset's question")
        assert "Reset the 2 throttled providers of Bazarr?" in main_text(driver), "the question does not count them"
        tap(driver, ".confirm button")
        wait_for(lambda: "Every provider is in use." in driver.page_source, "the providers after the reset")


def run(round):
    def body(driver, size):
        tour(driver, size)
        indexers(driver, size)
        search_and_grab(driver, size)
        subtitles(driver, size, round)
    return body


for round, (width, height) in enumerate(((360, 740), (1280, 800)), start=1):
    at_size(width, height, artefacts, "kinds-", run(round))
print("browse kinds: ok")
