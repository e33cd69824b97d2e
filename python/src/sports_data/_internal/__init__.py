"""The engine: the call machine and the modules it asks, each named by its job (docs/architecture.md). Nothing here is public."""
