"""Looking after a server in Chromium (#52), at phone size then desktop size: the system page's
admin links, every admin page drawn without sideways scrolling and with big targets, the
indexers tested (the failing one named in the server's words), a blocklist record removed after
the question naming it, and — once, at phone size — the download the demo leaves waiting imported
from the queue after its question, after which it is gone from the queue."""
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
    driver.get(base + "/radarr/system")
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "a.button"), "the system page's admin links")
    tap(driver, "a.button", "Tasks")
    wait_for(lambda: "Rss Sync" in main_text(driver), "the tasks page")
    check(driver, "the tasks page", size)
    driver.save_screenshot(f"{artefacts}/admin-tasks-{size}.png")
    for kind in ("radarr", "sonarr", "lidarr"):
        for page in ("tasks", "backups", "logs", "updates", "indexers", "download-clients", "blocklist"):
            path = f"/{kind}/admin/{page}"
            driver.get(base + path)
            wait_for(lambda: driver.find_elements(By.TAG_NAME, "h1"), f"{path}'s heading")
            assert "not in the browser yet" not in driver.page_source, f"{path} is not drawn in the browser"
            check(driver, path, size)


def indexers(driver, size):
    driver.get(base + "/radarr/admin/indexers")
    wait_for(lambda: "DemoUsenet" in main_text(driver), "the indexers")
    tap(driver, "button", "Test all")
    wait_for(lambda: "Test failed: Unable to connect to indexer" in main_text(driver), "the failing test's words")
    assert "Test passed." in main_text(driver), "the working indexer's test"
    check(driver, "the tested indexers", size)
    driver.save_screenshot(f"{artefacts}/admin-indexers-{size}.png")


def blocklist(driver, size):
    driver.get(base + "/radarr/admin/blocklist")
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "table.admin"), "the blocklist")
    first = driver.find_element(By.CSS_SELECTOR, "table.admin tbody tr td").text
    tap(driver, "button", "Remove")
    wait_for(lambda: "/_/confirm?" in driver.current_url, "the removal's question")
    assert first in main_text(driver), f"the question does not name {first}"
    check(driver, "the removal's question", size)
    tap(driver, ".confirm button")
    wait_for(lambda: "/radarr/admin/blocklist" in driver.current_url and "Removed" in driver.page_source,
             "the removal's message")
    assert first not in main_text(driver).replace("Removed “" + first, ""), f"{first} is still listed"


def manual_import(driver, size):
    driver.get(base + "/radarr/queue")
    wait_for(lambda: "Needs manual import" in main_text(driver), "the download waiting for import")
    tap(driver, "a.button", "Import")
    wait_for(lambda: "sample.mkv" in main_text(driver), "the files offered")
    assert "Radarr: Sample" in main_text(driver), "the refused sample's reason"
    check(driver, "the manual import", size)
    driver.save_screenshot(f"{artefacts}/admin-import-{size}.png")
    tap(driver, "button", "Import (move)")
    wait_for(lambda: "/_/confirm?" in driver.current_url, "the import's question")
    assert "moving it?" in main_text(driver), "the question does not say what it does"
    tap(driver, ".confirm button")
    wait_for(lambda: "Imported" in driver.page_source, "the import's message", seconds=20)
    driver.get(base + "/radarr/queue")
    wait_for(lambda: driver.find_elements(By.TAG_NAME, "h1"), "the queue")
    assert "Needs manual import" not in main_text(driver), "the imported download is still in the queue"


def run(round):
    def body(driver, size):
        tour(driver, size)
        indexers(driver, size)
        blocklist(driver, size)
        if round == 1:
            manual_import(driver, size)
    return body


for round, (width, height) in enumerate(((360, 740), (1280, 800)), start=1):
    at_size(width, height, artefacts, "admin-", run(round))
print("browse admin: ok")
