// The types ScriptedWorld's API takes and returns, re-exported so that a strategy author's tests need
// `import FencePlatform` and `import FenceStrategyTesting` only (examples/custom-strategy): the phone
// (`DeviceProfile`), the world and its trajectory, environment class and radio sites.
@_exported import struct FenceDevice.DeviceProfile
@_exported import typealias FenceWorld.AccessPoint
@_exported import typealias FenceWorld.CellTower
@_exported import enum FenceWorld.EnvironmentClass
@_exported import struct FenceWorld.Trajectory
@_exported import struct FenceWorld.World
