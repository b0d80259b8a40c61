"""With a user set up: a page asks to sign in, signing in lands on it, signing out ends the session."""
import sys

from selenium.webdriver.common.by import By

from chromium import browser, sound_page, problems, wait_for

base, artefacts, name, password = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3], sys.argv[4]
driver = browser(360, 740)
try:
    driver.get(base + "/radarr/movies")
    wait_for(lambda: "/_/signin" in driver.current_url, "the sign-in page")
    sound_page(driver, "the sign-in page")
    driver.save_screenshot(f"{artefacts}/signin-360x740.png")
    driver.find_element(By.NAME, "name").send_keys(name)
    driver.find_element(By.NAME, "password").send_keys("not the password")
    driver.find_element(By.CSS_SELECTOR, "form button").click()
    wait_for(lambda: "do not match" in driver.page_source, "the refusal")
    driver.find_element(By.NAME, "name").clear()
    driver.find_element(By.NAME, "name").send_keys(name)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "form button").click()
    wait_for(lambda: driver.current_url == base + "/radarr/movies", "landing where asked")
    sound_page(driver, "the library, signed in")
    # The header is one row on a phone: the name beside the search, the search's words whole.
    rows = driver.execute_script("""
        const tops = Array.from(document.querySelectorAll('header.top > *')).map(e => Math.round(e.getBoundingClientRect().top));
        return new Set(tops).size""")
    assert rows == 1, f"the phone header wraps onto {rows} rows"
    cut = driver.execute_script("""
        const input = document.querySelector('header .search input');
        const probe = document.createElement('span'); probe.style.font = getComputedStyle(input).font;
        probe.textContent = input.placeholder; document.body.append(probe);
        const wide = probe.getBoundingClientRect().width; probe.remove();
        return wide > input.clientWidth - 20""")
    assert not cut, "the search box's placeholder is cut"
    driver.save_screenshot(f"{artefacts}/signed-in-360x740.png")
    # The keyboard's first stop skips the header and the breadcrumb.
    from selenium.webdriver.common.keys import Keys
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    first = driver.switch_to.active_element
    assert first.get_attribute("class") == "skip", f"the first tab stop is {first.get_attribute('outerHTML')[:80]}"
    first.send_keys(Keys.ENTER)
    wait_for(lambda: driver.switch_to.active_element.get_attribute("id") == "main", "the skip link to reach the page")
    cookies = driver.get_cookies()
    assert all(cookie.get("httpOnly") for cookie in cookies), f"a cookie the script can read: {cookies}"
    driver.find_element(By.CSS_SELECTOR, "a.account").click()
    wait_for(lambda: "/_/account" in driver.current_url, "the account page")
    driver.find_element(By.XPATH, "//button[text()='Sign out']").click()
    wait_for(lambda: "/_/signin" in driver.current_url, "signed out")
    driver.get(base + "/radarr/movies")
    wait_for(lambda: "/_/signin" in driver.current_url, "asked to sign in again")
    # The refused password is a 401 the console reports; anything else is a problem.
    found = [line for line in problems(driver) if "401" not in line]
    assert not found, f"console errors or CSP violations: {found}"
finally:
    driver.quit()
print("sign-in: ok")
