"""The navigator: scenes by name, with any keyword arguments (even one called ``name``)."""

from __future__ import annotations

from typing import Any

import pytest

from coteccio_gui.ui.app import SCENES
from coteccio_gui.ui.core.nav import Navigator, UnknownScene


class Stack:
    def __init__(self) -> None:
        self.scenes: list[Any] = []

    def push(self, scene: Any) -> None:
        self.scenes.append(scene)

    def replace(self, scene: Any) -> None:
        self.scenes = [scene]


class Curtainish:
    def __init__(self, app: Any, name: str, on_ready: Any = None) -> None:
        self.app, self.name, self.on_ready = app, name, on_ready


def test_a_scene_may_take_an_argument_called_name():
    # the hot-seat curtain takes the player's name: pushing it once crashed the table
    stack = Stack()
    nav = Navigator(stack)
    nav.register("curtain", Curtainish)
    shown = nav.push("curtain", name="Bruno", on_ready=print)
    assert stack.scenes == [shown] and shown.name == "Bruno"
    assert shown.scene_name == "curtain"
    again = nav.replace("curtain", name="Carla")
    assert stack.scenes == [again] and again.name == "Carla"


def test_an_unknown_scene_is_named_in_the_error():
    nav = Navigator(Stack())
    with pytest.raises(UnknownScene, match="nowhere"):
        nav.push("nowhere")


def test_every_registered_scene_can_be_found():
    # each "module:Class" of the app's registry names a class that exists
    import importlib

    for name, place in SCENES.items():
        module, _, attribute = place.partition(":")
        assert callable(getattr(importlib.import_module(module), attribute)), name
