"""Network play: a table held by a server, each seat's program seeing only its own seat.

``protocol`` (the JSON messages and their limits), ``codec`` (any game's views and events as
JSON, hidden cards as null), ``table`` (one table as plain values and as a file), ``server``
(asyncio + ``websockets``: many tables, computers, faults), ``serve`` (the ``coteccio serve``
command) and ``client`` (what a host's or a guest's program talks through). Above the players
and the storage, below the UI; docs/network.md describes the protocol.
"""
