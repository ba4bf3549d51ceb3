"""Network play: a table held by a server, each seat's program seeing only its own seat.

``protocol`` (the JSON messages, their limits, the checks at the edge), ``codec`` (any game's
views and events as JSON, hidden cards as null), ``seats`` and ``table`` (one table as plain
values), ``store`` (SQLite in WAL mode: each action appended once, group commit), ``limits``
(the numbers, and the book kept per address), ``computers`` (the computer players' own fair
pool), ``presence``, ``tables`` and ``server`` (asyncio + ``websockets``: many tables, who is
at each, what goes out, the messages), ``serve`` (the ``coteccio serve`` command), ``router``
(asking the home router to open a host's port), ``threaded`` (the server and the client for a
window's loop) and ``client`` (what a host's or a guest's program talks through). Above the
players and the storage, below the UI; docs/network.md describes the protocol.
"""
