// Preloaded (--require) into every approver process of the crash-safety run, before the built
// dist server starts unchanged: when the orchestrator goes away its IPC channel closes, and this
// process leaves too, so a killed or crashed orchestrator leaves no server behind.
process.on('disconnect', () => process.exit(1));
