"""Play over the network (issue 44): the host is the authority, clients see only their seat.

`protocol` is the versioned JSON message protocol (docs/net-protocol.md), `table` the host's pure
authority over one match (seats, secret tokens, per-seat messages), `host` an asyncio WebSocket server
serving one table, `client` a small asyncio client.  Nothing here starts discovery or binds beyond
the address it is given (127.0.0.1 by default).
"""
