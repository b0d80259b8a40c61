"""A pushed event on an open page, in Debian's Chromium at phone size: the toast appears without a
reload, says the event as text (a title with markup stays text), leads to the event's screen, and
the Notifications page lists it. Usage: toast.py ADDRESS SECRET ARTEFACTS"""
import base64
import json
import sys
import time
import urllib.request

sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/web")
from chromium import at_size, problems, wait_for  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

address, secret, artefacts = sys.argv[1], sys.argv[2], sys.argv[3]


def push(payload):
    request = urllib.request.Request(
        address + "hooks/radarr", data=json.dumps(payload).encode(), method="POST",
        headers={"Content-Type": "application/json",
                 "Authorization": "Basic " + base64.b64encode(f"radarr:{secret}".encode()).decode()})
    with urllib.request.urlopen(request) as answer:
        assert answer.status == 200, answer.status


def body(driver, size):
    driver.get(address + "activity/queue")
    wait_for(lambda: driver.execute_script("return document.querySelector('[data-toasts]') !== null"), "the toast box")
    # The stream opens after the page loads; a push a moment later is told.
    time.sleep(1.5)
    push({"eventType": "Download", "movie": {"id": 2, "title": "<img src=x onerror=alert(1)>", "year": 1979},
          "movieFile": {"quality": "Bluray-1080p"}})
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, ".toast"), "a toast")
    # One event is one toast: past the stream's next reads of the store, still one.
    time.sleep(5)
    count = len(driver.find_elements(By.CSS_SELECTOR, ".toast"))
    assert count == 1, f"one event shows as {count} toasts"
    toast = driver.find_element(By.CSS_SELECTOR, ".toast")
    assert "<img src=x onerror=alert(1)> (1979) on Radarr" in toast.text, toast.text
    assert "<img" not in toast.get_attribute("innerHTML").replace("&lt;img", ""), "the title became markup"
    assert toast.get_attribute("href").endswith("/radarr/2"), toast.get_attribute("href")
    driver.save_screenshot(f"{artefacts}/toast-{size}.png")
    toast.click()
    wait_for(lambda: "/radarr/2" in driver.current_url, "the toast's screen")
    driver.get(address + "activity/notifications")
    assert "(1979) on Radarr" in driver.find_element(By.TAG_NAME, "main").text
    found = problems(driver)
    assert not found, found


at_size(360, 740, artefacts, "toast-", body)
print("toast: ok")
