"""Drives a demo server with a published client: each call is made, checked, and counted.

A call passes when the client returns without an error and its check (what a real server's
answer holds) accepts the result. `absent` calls are the demo's declared gaps: each must fail
the way the real server fails an unknown endpoint or method, never succeed empty.
"""
import sys
import traceback
from importlib.metadata import version


class Run:
    def __init__(self, client):
        self.client = client
        self.passed = 0
        self.made = 0
        self.failures = []

    def call(self, name, action, check=lambda result: True):
        """Makes one call; `check` says whether the result is what a real server answers."""
        self.made += 1
        try:
            result = action()
            verdict = check(result)
        except Exception as error:  # the client's own error is the failure to report
            self.failures.append(f"{name}: {type(error).__name__}: {str(error)[:240]}")
            return None
        if verdict is False:
            self.failures.append(f"{name}: unexpected answer: {repr(result)[:240]}")
            return None
        self.passed += 1
        return result

    def refused(self, name, action, error_type, text=""):
        """A call the real server refuses (a bad id, a wrong key): it must fail as `error_type`."""
        self.made += 1
        try:
            result = action()
        except error_type as error:
            if text and text not in str(error):
                self.failures.append(f"{name}: refused, but not in the server's words: {str(error)[:200]}")
                return
            self.passed += 1
            return
        except Exception as error:
            self.failures.append(f"{name}: failed as {type(error).__name__}, not {error_type.__name__}: {error}")
            return
        self.failures.append(f"{name}: accepted: {repr(result)[:200]}")

    def report(self):
        line = f"{self.client}: {self.passed} of {self.made} calls answered as the real server answers them"
        print(line)
        for failure in self.failures:
            print(f"  FAILED {failure}")
        return not self.failures


def finish(runs):
    """Prints every run's figure; exits 1 when any call failed."""
    ok = all([run.report() for run in runs])
    sys.exit(0 if ok else 1)


def guarded(body):
    """Runs `body`, turning a crash of the check itself into a failure with its trace."""
    try:
        body()
    except SystemExit:
        raise
    except Exception:
        traceback.print_exc()
        sys.exit(2)


def published(distribution):
    """`distribution` with the version installed, as the figure names it ("pyarr 5.2.0")."""
    return f"{distribution} {version(distribution)}"
