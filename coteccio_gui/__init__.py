"""Coteccio: a desktop card table for the Triestine trick-avoidance game."""

__version__ = "0.1.0"
