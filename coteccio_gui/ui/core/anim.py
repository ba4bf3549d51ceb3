"""Cards in flight and timed pauses, each with what to do when it is over."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from coteccio_gui.engine import Card

Done = Callable[[], None] | None


def _ease(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


@dataclass
class Flight:
    """A card moving from one place to another (``card`` None: face down)."""

    card: Card | None
    start: tuple[float, float]
    end: tuple[float, float]
    start_height: int
    end_height: int
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Done = None
    owner: int | None = None
    """The seat whose hand a face-up card is dealt to (None: a card on the table, or a back)."""

    @property
    def started(self) -> bool:
        """Whether the card has left its start."""
        return self.elapsed >= self.delay

    def place(self) -> tuple[tuple[int, int], int]:
        """Its centre and height now."""
        if self.duration <= 0:
            t = 1.0
        else:
            t = _ease(min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration)))
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t
        h = self.start_height + (self.end_height - self.start_height) * t
        return (round(x), round(y)), round(h)


@dataclass
class _Pause:
    left: float
    on_done: Done


class Animator:
    """Runs flights and pauses; ``busy`` while any is under way."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self._pauses: list[_Pause] = []

    def fly(self, flight: Flight) -> None:
        """Start a flight."""
        self.flights.append(flight)

    def pause(self, seconds: float, on_done: Done = None) -> None:
        """Wait ``seconds`` before going on."""
        self._pauses.append(_Pause(seconds, on_done))

    def busy(self) -> bool:
        """Whether anything is still moving or waiting."""
        return bool(self.flights or self._pauses)

    def update(self, dt: float) -> None:
        """Move everything on by ``dt`` seconds and run what is finished."""
        done: list[Done] = []
        still: list[Flight] = []
        for f in self.flights:
            f.elapsed += dt
            if f.elapsed >= f.delay + f.duration:
                done.append(f.on_done)
            else:
                still.append(f)
        self.flights = still
        for p in self._pauses:
            p.left -= dt
        done += [p.on_done for p in self._pauses if p.left <= 0]
        self._pauses = [p for p in self._pauses if p.left > 0]
        for callback in done:
            if callback is not None:
                callback()
