"""The accessibility check can fail: on a page with an unlabelled field, an image without words
and grey on grey, axe-core must find each; a check that finds nothing anywhere would pass this
project's pages whatever they held."""
from chromium import accessible, browser

PAGE = ("data:text/html;charset=utf-8,<html lang=en><title>t</title>"
        "<meta name=viewport content='width=device-width'><body><main><h1>x</h1><img src=x><input>"
        "<p style='color:rgb(120,120,120);background:rgb(130,130,130)'>grey on grey</p></main></body></html>")

driver = browser(360, 740)
try:
    driver.get(PAGE)
    try:
        accessible(driver, "the bad page")
        raise SystemExit("axe self-test: axe-core found nothing on a page made to fail")
    except AssertionError as found:
        for rule in ("image-alt", "label", "color-contrast"):
            assert rule in str(found), f"axe self-test: {rule} not found in: {found}"
    print("axe self-test: ok")
finally:
    driver.quit()
