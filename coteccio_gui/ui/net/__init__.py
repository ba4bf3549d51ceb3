"""The windows of network play: a session (server and client threads) and its table."""
