// The FenceWorld layer (see docs/architecture.md). Filled by its own issue; nothing here yet.
