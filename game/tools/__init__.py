"""The developers' tools: self-play (`sim`), timing (`bench`), the balance report (`balance`), the bots'
strength ladder (`ladder`), the components document (`components_doc`), the fingerprint that says
whether stored self-play games still count (`fingerprint`) and their shared argument checks (`cli`).

Each runs as ``python -m game.tools.<name>``; nothing in the game imports this package.
"""
