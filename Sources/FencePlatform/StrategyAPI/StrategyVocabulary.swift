// What a strategy needs from the layers below, re-exported so that `import FencePlatform` alone compiles a
// strategy (examples/custom-strategy proves it): time, fences and points in local metres, and the activity
// that activity updates report. Only these types, not their modules: the kernel's event queue, the world's
// trajectory, environment and ground truth, and the device stay out of a strategy's reach.

// The activity `StrategyEvent.activityChanged` reports (still, walking, in a vehicle …).
@_exported import enum FenceDevice.MotionActivity
// Simulated time (microseconds since the start of the run): `now`, timestamps, timer delays.
@_exported import struct FenceKernel.SimTime
// A fence as the app knows it: identifier, name, centre and radius.
@_exported import struct FenceWorld.Fence
// A position in local east/north metres: fence centres, location estimates.
@_exported import struct FenceWorld.LocalPoint
