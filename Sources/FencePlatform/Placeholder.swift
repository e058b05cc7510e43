// The FencePlatform layer (see docs/architecture.md). Filled by its own issue; nothing here yet.
