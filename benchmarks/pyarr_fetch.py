"""Fetch and decode the whole library with pyarr 5.2.0 (the comparison in docs/PERFORMANCE.md)."""
import sys

from pyarr import RadarrAPI

movies = RadarrAPI(sys.argv[1], sys.argv[2]).get_movie()
print(len(movies))
