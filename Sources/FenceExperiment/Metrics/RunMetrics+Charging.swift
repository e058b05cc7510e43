import FencePlatform

extension RunMetrics {
    /// Adds the energy measures of a phone charged daily over a fixed window, as daily drain is measured in the
    /// field [@Shankari2016]: ``dailyDrainPercent``, the charge drawn per day of the window over the usable
    /// capacity, and ``emptyHoursPerDay``, the hours per day the battery was empty until the next charge.
    mutating func scoreDailyCharge(_ record: RunRecord) {
        let days = record.simulatedHours / 24
        guard days > 0 else { return }
        dailyDrainPercent = record.chargeUsedMilliampHours / record.usableCapacityMilliampHours * 100 / days
        emptyHoursPerDay = record.emptySeconds / 3_600 / days
    }
}
