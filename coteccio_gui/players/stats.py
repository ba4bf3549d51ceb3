"""Means and 95% intervals for tournament figures."""

from __future__ import annotations

from collections.abc import Sequence
from math import sqrt

Z95 = 1.959964


def mean_ci(xs: Sequence[float]) -> tuple[float, float, float]:
    """Mean and normal-approximation 95% interval of independent samples."""
    n = len(xs)
    if n == 0:
        return (0.0, 0.0, 0.0)
    m = sum(xs) / n
    if n < 2:
        return (m, m, m)
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    h = Z95 * sqrt(var / n)
    return (m, m - h, m + h)


def ratio_ci(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float, float]:
    """Ratio of means of paired samples, with a delta-method 95% interval."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    if my == 0:
        return (float("nan"), float("nan"), float("nan"))
    r = mx / my
    resid = [x - r * y for x, y in zip(xs, ys, strict=True)]
    var = sum(e * e for e in resid) / max(1, n - 1)
    h = Z95 * sqrt(var / n) / my
    return (r, r - h, r + h)


def wilson(k: float, n: int) -> tuple[float, float, float]:
    """A proportion ``k / n`` with its Wilson 95% interval."""
    if n == 0:
        return (0.0, 0.0, 0.0)
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    h = Z95 * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (p, max(0.0, centre - h), min(1.0, centre + h))
