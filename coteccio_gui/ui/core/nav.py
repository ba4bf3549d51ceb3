"""The navigator: every scene is reached by its name, so no scene imports another.

The app's root (``ui/app.py``) registers each name with the module and class that make it
(``"setup": "coteccio_gui.ui.screens.setup:SetupScene"``); a scene asks for
``app.nav.push("setup")`` and gives its arguments by keyword. A module is imported the
first time its scene is shown, so start-up loads only the first screen.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol


class Named(Protocol):
    """A scene as the navigator knows it: by its name (the rest is the scene's own)."""

    scene_name: str


class Stack(Protocol):
    """The app's stack of scenes, as the navigator uses it."""

    scenes: list[Any]

    def push(self, scene: Any) -> None:
        """Show a scene above the others."""

    def replace(self, scene: Any) -> None:
        """Close every scene and show this one."""


class UnknownScene(KeyError):
    """A scene name nobody registered."""


class Navigator:
    """Scene names → how to make each; push, replace and look scenes up by name."""

    def __init__(self, app: Stack) -> None:
        self.app = app
        self._places: dict[str, str | Callable[..., Any]] = {}

    def register(self, name: str, place: str | Callable[..., Any]) -> None:
        """Make ``name`` reachable: ``"module:Class"`` (imported when first used) or a factory."""
        self._places[name] = place

    def names(self) -> list[str]:
        """Every registered scene name."""
        return list(self._places)

    def make(self, name: str, /, **arguments: Any) -> Any:
        """A new scene ``name`` made with ``arguments`` (not shown yet)."""
        place = self._places.get(name)
        if place is None:
            raise UnknownScene(name)
        if isinstance(place, str):
            module, _, attribute = place.partition(":")
            place = getattr(importlib.import_module(module), attribute)
            self._places[name] = place
        scene = place(self.app, **arguments)
        scene.scene_name = name
        return scene

    def push(self, name: str, /, **arguments: Any) -> Any:
        """Show scene ``name`` above the others."""
        scene = self.make(name, **arguments)
        self.app.push(scene)
        return scene

    def replace(self, name: str, /, **arguments: Any) -> Any:
        """Close every scene and show scene ``name``."""
        scene = self.make(name, **arguments)
        self.app.replace(scene)
        return scene

    def showing(self, name: str) -> bool:
        """Whether a scene called ``name`` is on the stack."""
        return any(s.scene_name == name for s in self.app.scenes)
