"""Debian's headless Chromium through its own chromedriver (no driver download), at a given size,
with the console captured so errors and CSP violations can be read."""
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By


# A phone's own words for itself: pages that ask (a media query, the user agent) see a phone.
PHONE_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/156.0.0.0 Mobile Safari/537.36")


def browser(width, height):
    """A Chromium whose page is exactly `width`×`height` CSS pixels. Under 500 px wide it is a
    phone by mobile emulation (device metrics, touch, a phone's user agent): new headless never
    makes a window narrower than 500 px, so a window size alone would test a 500 px page."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--disable-dev-shm-usage"):
        options.add_argument(argument)
    phone = width < 500
    if phone:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 3.0, "touch": True},
            "userAgent": PHONE_AGENT})
    else:
        options.add_argument(f"--window-size={width},{height}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    if not phone:
        driver.set_window_size(width, height)
        # The window's outer size includes no chrome in headless mode; make the viewport exact.
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))
    # A page that asks for the device's width, as every page of ours does.
    driver.get("data:text/html,<meta name=viewport content='width=device-width'>")
    inner = driver.execute_script("return window.innerWidth")
    assert inner == width, f"asked for a {width} px page, Chromium gave {inner} px"
    driver.asked_width = width
    return driver


def problems(driver):
    """Console errors and CSP violations since the last call."""
    return [entry["message"] for entry in driver.get_log("browser")
            if entry["level"] in ("SEVERE", "ERROR") or "Content Security Policy" in entry["message"]]


def sound_page(driver, where):
    """What every page owes a person: nothing scrolls sideways, the window is still the size
    asked for, and axe-core finds nothing to fault."""
    width = driver.execute_script("return document.documentElement.scrollWidth")
    viewport = driver.execute_script("return window.innerWidth")
    assert width <= viewport, f"{where}: the page is {width}px wide in a {viewport}px window"
    asked = getattr(driver, "asked_width", viewport)
    assert viewport == asked, f"{where}: the page is laid out {viewport}px wide, not the {asked}px asked for"
    accessible(driver, where)


def _axe_source():
    """axe-core as published on PyPI (inside axe-playwright-python, installed without its
    dependencies: only the script is read, the package is never imported)."""
    import importlib.util
    import os
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec and spec.submodule_search_locations, "axe-core is not installed (pip install axe-playwright-python)"
    with open(os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js"), encoding="utf-8") as file:
        return file.read()


_AXE = None
# The WCAG 2.1 A and AA rules and axe's best practices.
_AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})
  .then(result => done(result.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' — ' +
      v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))))
  .catch(error => done(['axe failed: ' + error]));
"""


def accessible(driver, where):
    """axe-core on the page as it is now; each address is checked once per window."""
    global _AXE
    seen = getattr(driver, "_axe_seen", set())
    address = driver.current_url
    if address in seen:
        return
    seen.add(address)
    driver._axe_seen = seen
    if _AXE is None:
        _AXE = _axe_source()
    if not driver.execute_script("return typeof axe !== 'undefined'"):
        driver.execute_script(_AXE)
    driver.set_script_timeout(30)
    violations = driver.execute_async_script(_AXE_RUN)
    assert not violations, f"{where}: axe-core finds {len(violations)} problems: " + "; ".join(violations)


def targets_big_enough(driver, where):
    """Every control a finger taps is at least 44 px tall (links inside running text aside)."""
    small = driver.execute_script("""
        return Array.from(document.querySelectorAll(
            'a.tile, .lines a, .rows a, .items a, .crumbs a, .pager a, button, input:not([type=hidden]), select'))
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
