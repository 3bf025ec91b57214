//! The Moon's phases by Meeus' method (Astronomical Algorithms, 2nd ed., chapter 49): the mean
//! phase, then the periodic terms of the Sun's and Moon's anomalies, the Moon's argument of
//! latitude and its node. The largest terms are kept, which puts a phase within a few minutes
//! of the published times; the issue asks for about half a day.
//!
//! Times are Julian Ephemeris Days. ΔT (about 70 s today) is ignored: it is far below the
//! precision anyone reads a moon phase at.

use std::f64::consts::PI;

/// The mean length of a lunation, in days.
pub const SYNODIC_MONTH: f64 = 29.530588861;

/// JD of the Unix epoch.
const UNIX_EPOCH_JD: f64 = 2440587.5;

/// The four principal phases, as fractions of a lunation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Principal {
    New,
    FirstQuarter,
    Full,
    LastQuarter,
}

/// The eight names a phase goes by, in order through a lunation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhaseName {
    NewMoon,
    WaxingCrescent,
    FirstQuarter,
    WaxingGibbous,
    FullMoon,
    WaningGibbous,
    LastQuarter,
    WaningCrescent,
}

impl PhaseName {
    pub const ALL: [PhaseName; 8] = [
        PhaseName::NewMoon,
        PhaseName::WaxingCrescent,
        PhaseName::FirstQuarter,
        PhaseName::WaxingGibbous,
        PhaseName::FullMoon,
        PhaseName::WaningGibbous,
        PhaseName::LastQuarter,
        PhaseName::WaningCrescent,
    ];

    pub fn label(self) -> &'static str {
        match self {
            PhaseName::NewMoon => "New Moon",
            PhaseName::WaxingCrescent => "Waxing Crescent",
            PhaseName::FirstQuarter => "First Quarter",
            PhaseName::WaxingGibbous => "Waxing Gibbous",
            PhaseName::FullMoon => "Full Moon",
            PhaseName::WaningGibbous => "Waning Gibbous",
            PhaseName::LastQuarter => "Last Quarter",
            PhaseName::WaningCrescent => "Waning Crescent",
        }
    }
}

/// The Moon at one instant.
#[derive(Debug, Clone, PartialEq)]
pub struct Phase {
    pub name: PhaseName,
    /// Share of the disc lit, 0–100.
    pub illumination: f64,
    /// Days since the last new moon.
    pub age: f64,
    /// Unix seconds of the next new and full moon after the instant.
    pub next_new: i64,
    pub next_full: i64,
}

pub fn jd_from_unix(unix: i64) -> f64 {
    unix as f64 / 86_400.0 + UNIX_EPOCH_JD
}

pub fn unix_from_jd(jd: f64) -> i64 {
    ((jd - UNIX_EPOCH_JD) * 86_400.0).round() as i64
}

/// The JDE of the principal phase of lunation `k` (k = 0 is the new moon of 2000-01-06).
pub fn principal_phase(k: i64, which: Principal) -> f64 {
    let k = k as f64
        + match which {
            Principal::New => 0.0,
            Principal::FirstQuarter => 0.25,
            Principal::Full => 0.5,
            Principal::LastQuarter => 0.75,
        };
    let t = k / 1236.85;
    let (t2, t3, t4) = (t * t, t * t * t, t * t * t * t);
    let mean = 2451550.09766 + SYNODIC_MONTH * k + 0.00015437 * t2 - 0.000000150 * t3 + 0.00000000073 * t4;

    let rad = |deg: f64| (deg % 360.0) * PI / 180.0;
    let e = 1.0 - 0.002516 * t - 0.0000074 * t2;
    let m = rad(2.5534 + 29.10535670 * k - 0.0000014 * t2 - 0.00000011 * t3);
    let mp = rad(201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4);
    let f = rad(160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4);
    let omega = rad(124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3);
    let sin = f64::sin;

    let correction = match which {
        Principal::New | Principal::Full => {
            // The new- and full-moon series differ only in their largest coefficients.
            let (a, b, c, d, g, h, i) = if which == Principal::New {
                (-0.40720, 0.17241, 0.01608, 0.01039, 0.00739, -0.00514, 0.00208)
            } else {
                (-0.40614, 0.17302, 0.01614, 0.01043, 0.00734, -0.00515, 0.00209)
            };
            a * sin(mp) + b * e * sin(m) + c * sin(2.0 * mp) + d * sin(2.0 * f) + g * e * sin(mp - m)
                + h * e * sin(mp + m)
                + i * e * e * sin(2.0 * m)
                - 0.00111 * sin(mp - 2.0 * f)
                - 0.00057 * sin(mp + 2.0 * f)
                + 0.00056 * e * sin(2.0 * mp + m)
                - 0.00042 * sin(3.0 * mp)
                + 0.00042 * e * sin(m + 2.0 * f)
                + 0.00038 * e * sin(m - 2.0 * f)
                - 0.00024 * e * sin(2.0 * mp - m)
                - 0.00017 * sin(omega)
        }
        Principal::FirstQuarter | Principal::LastQuarter => {
            let cos = f64::cos;
            let series = -0.62801 * sin(mp) + 0.17172 * e * sin(m) - 0.01183 * e * sin(mp + m)
                + 0.00862 * sin(2.0 * mp)
                + 0.00804 * sin(2.0 * f)
                + 0.00454 * e * sin(mp - m)
                + 0.00204 * e * e * sin(2.0 * m)
                - 0.00180 * sin(mp - 2.0 * f)
                - 0.00070 * sin(mp + 2.0 * f)
                - 0.00040 * sin(3.0 * mp)
                - 0.00034 * e * sin(2.0 * mp - m)
                + 0.00032 * e * sin(m + 2.0 * f)
                + 0.00032 * e * sin(m - 2.0 * f)
                - 0.00028 * e * e * sin(mp + 2.0 * m)
                + 0.00027 * e * sin(2.0 * mp + m)
                - 0.00017 * sin(omega);
            let w = 0.00306 - 0.00038 * e * cos(m) + 0.00026 * cos(mp) - 0.00002 * cos(mp - m)
                + 0.00002 * cos(mp + m)
                + 0.00002 * cos(2.0 * f);
            if which == Principal::FirstQuarter { series + w } else { series - w }
        }
    };
    mean + correction
}

/// The lunation whose new moon is the last one at or before `jd`.
fn lunation_at(jd: f64) -> i64 {
    let mut k = ((jd - 2451550.09766) / SYNODIC_MONTH).floor() as i64;
    while principal_phase(k, Principal::New) > jd {
        k -= 1;
    }
    while principal_phase(k + 1, Principal::New) <= jd {
        k += 1;
    }
    k
}

/// The Moon's phase at `unix` seconds.
///
/// The name uses eight bands: each principal phase owns the eighth of a lunation centred on
/// its true instant, and the four named in between fill the gaps. Illumination follows the
/// phase angle, interpolated between the principal instants (exactly 0, 50 and 100 % at
/// them); it is within a few percent of the true lit fraction in between.
pub fn phase_at(unix: i64) -> Phase {
    let jd = jd_from_unix(unix);
    let k = lunation_at(jd);
    let new = principal_phase(k, Principal::New);
    let first = principal_phase(k, Principal::FirstQuarter);
    let full = principal_phase(k, Principal::Full);
    let last = principal_phase(k, Principal::LastQuarter);
    let next_new = principal_phase(k + 1, Principal::New);

    let half_band = SYNODIC_MONTH / 16.0;
    let near = |instant: f64| (jd - instant).abs() < half_band;
    let name = if near(new) || near(next_new) {
        PhaseName::NewMoon
    } else if near(first) {
        PhaseName::FirstQuarter
    } else if near(full) {
        PhaseName::FullMoon
    } else if near(last) {
        PhaseName::LastQuarter
    } else if jd < first {
        PhaseName::WaxingCrescent
    } else if jd < full {
        PhaseName::WaxingGibbous
    } else if jd < last {
        PhaseName::WaningGibbous
    } else {
        PhaseName::WaningCrescent
    };

    let stops = [new, first, full, last, next_new];
    let segment = stops.windows(2).position(|w| jd < w[1]).unwrap_or(3);
    let within = (jd - stops[segment]) / (stops[segment + 1] - stops[segment]);
    let angle = (segment as f64 + within) * PI / 2.0;
    let illumination = (1.0 - angle.cos()) / 2.0 * 100.0;

    let next_full = if full > jd { full } else { principal_phase(k + 1, Principal::Full) };
    Phase { name, illumination, age: jd - new, next_new: unix_from_jd(next_new), next_full: unix_from_jd(next_full) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;
    use time::OffsetDateTime;

    fn unix(at: OffsetDateTime) -> i64 {
        at.unix_timestamp()
    }

    /// The instant of the principal phase nearest `published`.
    fn computed(published: OffsetDateTime, which: Principal) -> i64 {
        let jd = jd_from_unix(unix(published));
        let k = lunation_at(jd + SYNODIC_MONTH / 2.0);
        let candidates = [k - 1, k, k + 1].map(|k| unix_from_jd(principal_phase(k, which)));
        *candidates.iter().min_by_key(|c| (*c - unix(published)).abs()).unwrap()
    }

    // Published times (UTC) of new and full moons in 2025 and 2026 (US Naval Observatory).
    const NEW_MOONS: [OffsetDateTime; 8] = [
        datetime!(2025-01-29 12:36 UTC),
        datetime!(2025-04-27 19:31 UTC),
        datetime!(2025-09-21 19:54 UTC),
        datetime!(2025-12-20 01:43 UTC),
        datetime!(2026-01-18 19:52 UTC),
        datetime!(2026-05-16 20:01 UTC),
        datetime!(2026-08-12 17:37 UTC),
        datetime!(2026-12-09 00:52 UTC),
    ];
    const FULL_MOONS: [OffsetDateTime; 8] = [
        datetime!(2025-01-13 22:27 UTC),
        datetime!(2025-05-12 16:56 UTC),
        datetime!(2025-09-07 18:09 UTC),
        datetime!(2025-12-04 23:14 UTC),
        datetime!(2026-03-03 11:38 UTC),
        datetime!(2026-05-31 08:45 UTC),
        datetime!(2026-08-28 04:18 UTC),
        datetime!(2026-11-24 14:53 UTC),
    ];

    #[test]
    fn new_and_full_moons_match_the_published_times() {
        for (published, which) in NEW_MOONS.iter().map(|t| (t, Principal::New)).chain(FULL_MOONS.iter().map(|t| (t, Principal::Full))) {
            let off = (computed(*published, which) - unix(*published)).abs();
            // Half a day is the bound; the periodic terms do far better.
            assert!(off < 30 * 60, "{which:?} of {published}: off by {} minutes", off / 60);
        }
    }

    #[test]
    fn quarters_match_the_published_times() {
        for (published, which) in [
            (datetime!(2025-03-06 16:32 UTC), Principal::FirstQuarter),
            (datetime!(2025-06-18 19:19 UTC), Principal::LastQuarter),
            (datetime!(2026-11-17 11:48 UTC), Principal::FirstQuarter),
        ] {
            let off = (computed(published, which) - unix(published)).abs();
            assert!(off < 60 * 60, "{which:?} of {published}: off by {} minutes", off / 60);
        }
    }

    #[test]
    fn names_follow_eight_bands_centred_on_the_principal_phases() {
        let at = |t: OffsetDateTime| phase_at(unix(t));
        assert_eq!(at(datetime!(2026-11-24 14:00 UTC)).name, PhaseName::FullMoon);
        assert_eq!(at(datetime!(2026-11-26 06:00 UTC)).name, PhaseName::FullMoon, "1.6 days after full is still within the band");
        assert_eq!(at(datetime!(2026-11-26 16:00 UTC)).name, PhaseName::WaningGibbous, "2.05 days after full is past it");
        assert_eq!(at(datetime!(2026-11-21 12:00 UTC)).name, PhaseName::WaxingGibbous);
        assert_eq!(at(datetime!(2026-11-13 12:00 UTC)).name, PhaseName::WaxingCrescent);
        assert_eq!(at(datetime!(2026-11-09 12:00 UTC)).name, PhaseName::NewMoon);
        assert_eq!(at(datetime!(2026-11-07 12:00 UTC)).name, PhaseName::NewMoon, "1.8 days before new");
        assert_eq!(at(datetime!(2026-11-04 12:00 UTC)).name, PhaseName::WaningCrescent);
        assert_eq!(at(datetime!(2026-11-17 12:00 UTC)).name, PhaseName::FirstQuarter);
        assert_eq!(at(datetime!(2026-11-28 12:00 UTC)).name, PhaseName::WaningGibbous);
        assert_eq!(at(datetime!(2026-12-01 06:00 UTC)).name, PhaseName::LastQuarter);
    }

    #[test]
    fn illumination_age_and_the_next_phases() {
        let full = phase_at(unix(datetime!(2026-11-24 14:53 UTC)));
        assert!(full.illumination > 99.9, "{}", full.illumination);
        assert!((full.age - 15.3).abs() < 0.2, "{}", full.age);
        let new = phase_at(unix(datetime!(2026-11-09 07:10 UTC)));
        assert!(new.illumination < 0.1, "{}", new.illumination);
        assert!(new.age < 0.1);
        let quarter = phase_at(unix(datetime!(2026-11-17 11:48 UTC)));
        assert!((quarter.illumination - 50.0).abs() < 1.0, "{}", quarter.illumination);

        let before = phase_at(unix(datetime!(2026-11-23 12:00 UTC)));
        assert!((before.next_full - unix(datetime!(2026-11-24 14:53 UTC))).abs() < 1800);
        assert!((before.next_new - unix(datetime!(2026-12-09 00:52 UTC))).abs() < 1800);
        let after = phase_at(unix(datetime!(2026-11-25 12:00 UTC)));
        assert!((after.next_full - unix(datetime!(2026-12-24 01:28 UTC))).abs() < 1800, "the next full moon after a full moon is a month on");
    }
}
