"""Debian's headless Chromium through its own chromedriver (no driver download), at a given size,
with the console captured so errors and CSP violations can be read."""
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By


def browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={width},{height}", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(width, height)
    # The window's outer size includes no chrome in headless mode; make the viewport exact.
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))
    return driver


def problems(driver):
    """Console errors and CSP violations since the last call."""
    return [entry["message"] for entry in driver.get_log("browser")
            if entry["level"] in ("SEVERE", "ERROR") or "Content Security Policy" in entry["message"]]


def no_sideways_scroll(driver, where):
    width = driver.execute_script("return document.documentElement.scrollWidth")
    viewport = driver.execute_script("return window.innerWidth")
    assert width <= viewport, f"{where}: the page is {width}px wide in a {viewport}px window"


def targets_big_enough(driver, where):
    """Every control a finger taps is at least 44 px tall (links inside running text aside)."""
    small = driver.execute_script("""
        return Array.from(document.querySelectorAll(
            'a.tile, .rows a, .items a, .crumbs a, .pager a, button, input:not([type=hidden]), select'))
          // A checkbox is tapped through its label.
          .map(e => (e.type === 'checkbox' || e.type === 'radio') && e.closest('label') ? e.closest('label') : e)
          .filter(e => e.offsetParent !== null && e.getBoundingClientRect().height < 44)
          .map(e => (e.textContent || e.name || e.tagName).trim().slice(0, 40) + ' ' +
                    Math.round(e.getBoundingClientRect().height) + 'px');""")
    assert not small, f"{where}: tap targets under 44 px: {small[:5]}"


def tap(driver, css, text=None):
    """Taps the first element matching `css` (and holding `text`), as a finger would. A live page
    may redraw between finding and tapping (the new element is where the old one was), so a tap
    that finds its element gone looks again."""
    for _ in range(5):
        try:
            for element in driver.find_elements(By.CSS_SELECTOR, css):
                if text is None or text in element.text:
                    element.click()
                    return element
            break
        except StaleElementReferenceException:
            time.sleep(0.1)
    raise AssertionError(f"nothing to tap: {css} {text or ''}")


def wait_for(condition, what, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            value = condition()
        except Exception:  # not on the page yet
            value = None
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"waited {seconds}s for {what}")


def at_size(width, height, artefacts, name, body):
    """Runs `body(driver, size)` in a fresh Chromium window of `width`×`height`; on a failure,
    keeps a screenshot and prints where it was and the end of the page, then fails."""
    size = f"{width}x{height}"
    driver = browser(width, height)
    try:
        body(driver, size)
        found = problems(driver)
        assert not found, f"console errors or CSP violations: {found}"
    except Exception:
        driver.save_screenshot(f"{artefacts}/{name}failed-{size}.png")
        print(driver.current_url)
        print(driver.page_source[-3000:])
        raise
    finally:
        driver.quit()
