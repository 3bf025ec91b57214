//! The crop data behind the farm plan (`seed/crops/crops.json`): the real crops of each of the
//! wizard's 8 groups, with the timing and spacing figures growers use. Its README says where
//! the figures come from and how the generator must read them.

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct CropData {
    pub groups: Vec<Group>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Group {
    pub slug: String,
    pub label: String,
    pub crops: Vec<Crop>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
pub struct Range {
    pub min: u32,
    pub max: u32,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Spacing {
    pub in_row: u32,
    pub between_rows: u32,
}

#[derive(Debug, Clone, Copy, Deserialize)]
pub struct Window {
    pub earliest: i32,
    pub latest: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    Direct,
    Transplant,
    Either,
}

/// What a crop's days to maturity count from (seed catalogs differ by crop).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MaturityFrom {
    Sowing,
    Transplant,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Frost {
    Tender,
    HalfHardy,
    Hardy,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Container {
    pub suitable: bool,
    pub min_gallons: Option<f64>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Crop {
    pub slug: String,
    pub name: String,
    pub days_to_maturity: Range,
    pub maturity_from: MaturityFrom,
    pub spacing_inches: Spacing,
    pub plants_per_square_foot: f64,
    pub sowing_depth_inches: Option<f64>,
    pub start: Start,
    pub weeks_to_grow_transplant: Option<u32>,
    pub planting_weeks_from_last_frost: Window,
    pub indoor_start_weeks_before_last_frost: Option<i32>,
    pub frost_tolerance: Frost,
    pub sun: String,
    pub water_inches_per_week: f64,
    pub container: Container,
    pub succession_days: Option<u32>,
    pub seeds_per_ounce: Option<u32>,
    pub harvest: String,
    pub beginner_friendly: bool,
    pub notes: String,
}

impl Crop {
    pub fn sows_outdoors(&self) -> bool {
        self.start != Start::Transplant
    }

    pub fn plants_out(&self) -> bool {
        self.start != Start::Direct
    }

    /// Grown from seed at all (peppermint is bought as a plant).
    pub fn from_seed(&self) -> bool {
        self.seeds_per_ounce.is_some() && self.sowing_depth_inches.is_some()
    }

    /// Days to first harvest from the day it goes into the ground outdoors: sown there, or
    /// planted out as a seedling. The data counts from the event in `maturityFrom`; the
    /// seedling's weeks indoors are taken off (or added) when the grower does the other.
    pub fn days_outdoors(&self, planted_out: bool) -> Range {
        let indoors = self.weeks_to_grow_transplant.unwrap_or(6) * 7;
        let Range { min, max } = self.days_to_maturity;
        match (self.maturity_from, planted_out) {
            (MaturityFrom::Sowing, true) => Range { min: min.saturating_sub(indoors).max(14), max: max.saturating_sub(indoors).max(21) },
            (MaturityFrom::Transplant, false) => Range { min: min + indoors, max: max + indoors },
            _ => self.days_to_maturity,
        }
    }

    /// A full 4 × 8 ft bed planted intensively: 32 square feet at the crop's square-foot count
    /// (the crop data's README: `floor(32 × plantsPerSquareFoot)`).
    pub fn bed_capacity(&self) -> u32 {
        plants_in(32.0, self.plants_per_square_foot)
    }
}

/// Plants that fit `square_feet` at `per_square_foot`; a share too small for one plant is 0.
pub fn plants_in(square_feet: f64, per_square_foot: f64) -> u32 {
    // The small epsilon keeps 32 × 0.44 = 14.08 from becoming 14.079999.
    (square_feet * per_square_foot + 1e-9).floor().max(0.0) as u32
}

impl CropData {
    /// The embedded crop data, checked.
    pub fn from_seed() -> Result<CropData, String> {
        let data: CropData = crate::seed::json("crops/crops.json")?;
        data.check()?;
        Ok(data)
    }

    pub fn group(&self, slug: &str) -> Option<&Group> {
        self.groups.iter().find(|g| g.slug == slug)
    }

    pub fn group_slugs(&self) -> Vec<&str> {
        self.groups.iter().map(|g| g.slug.as_str()).collect()
    }

    /// The rules the generator relies on; a broken seed fails at start, not in a visitor's plan.
    fn check(&self) -> Result<(), String> {
        if self.groups.is_empty() {
            return Err("crops.json has no groups".into());
        }
        for group in &self.groups {
            if group.crops.iter().filter(|c| c.beginner_friendly).count() < 1 {
                return Err(format!("crop group {} has no beginner-friendly crop", group.slug));
            }
            for crop in &group.crops {
                let w = crop.planting_weeks_from_last_frost;
                let bad = if w.earliest > w.latest {
                    Some("its planting window ends before it starts")
                } else if crop.plants_per_square_foot <= 0.0 {
                    Some("plantsPerSquareFoot must be above 0")
                } else if crop.days_to_maturity.min > crop.days_to_maturity.max || crop.days_to_maturity.min == 0 {
                    Some("daysToMaturity is not a range")
                } else if crop.start == Start::Direct && crop.indoor_start_weeks_before_last_frost.is_some() {
                    Some("a direct-sown crop has an indoor start")
                } else if crop.spacing_inches.in_row == 0 {
                    Some("its in-row spacing is 0")
                } else if crop.plants_per_square_foot > (144.0 / f64::from(crop.spacing_inches.in_row.pow(2)) * 100.0).round() / 100.0 + 1e-9 {
                    Some("its bed grid is tighter than its in-row spacing (plantsPerSquareFoot > 144 / inRow²)")
                } else if crop.seeds_per_ounce == Some(0) {
                    Some("seedsPerOunce is 0")
                } else if (crop.start == Start::Transplant && crop.maturity_from != MaturityFrom::Transplant)
                    || (crop.start == Start::Direct && crop.maturity_from != MaturityFrom::Sowing)
                {
                    Some("maturityFrom does not match how it is started")
                } else {
                    None
                };
                if let Some(why) = bad {
                    return Err(format!("crop {}: {why}", crop.slug));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_has_the_eight_groups_in_the_wizard_order() {
        let data = CropData::from_seed().unwrap();
        assert_eq!(
            data.group_slugs(),
            ["leafy-greens", "tomatoes", "herbs", "peppers", "beans-and-peas", "root-vegetables", "flowers", "medicinal-plants"]
        );
        for group in &data.groups {
            assert!(group.crops.len() >= 3, "{}", group.slug);
        }
    }

    #[test]
    fn days_to_harvest_count_from_the_day_it_goes_outdoors() {
        let data = CropData::from_seed().unwrap();
        let crop = |slug: &str| data.groups.iter().flat_map(|g| &g.crops).find(|c| c.slug == slug).unwrap().clone();
        let lettuce = crop("lettuce");
        assert_eq!(lettuce.maturity_from, MaturityFrom::Sowing);
        let indoors = lettuce.weeks_to_grow_transplant.unwrap() * 7;
        assert_eq!(lettuce.days_outdoors(false).min, lettuce.days_to_maturity.min, "sown where it grows: as the data says");
        assert_eq!(lettuce.days_outdoors(true).min, (lettuce.days_to_maturity.min - indoors).max(14), "its weeks indoors come off");
        let kale = crop("kale");
        assert_eq!(kale.maturity_from, MaturityFrom::Transplant);
        assert_eq!(kale.days_outdoors(false).max, kale.days_to_maturity.max + kale.weeks_to_grow_transplant.unwrap() * 7, "sown outdoors takes longer");
    }

    #[test]
    fn bed_capacity_is_32_square_feet_at_the_square_foot_count() {
        let data = CropData::from_seed().unwrap();
        let crop = |slug: &str| data.groups.iter().flat_map(|g| &g.crops).find(|c| c.slug == slug).unwrap().clone();
        assert_eq!(crop("carrot").bed_capacity(), 512, "16 a square foot");
        assert_eq!(crop("lettuce").bed_capacity(), 128, "4 a square foot");
        assert_eq!(crop("cherry-tomato").bed_capacity(), 8, "one per 4 square feet");
        assert_eq!(crop("paste-tomato").bed_capacity(), 14, "32 × 0.44 = 14.08");
        assert_eq!(plants_in(16.0, 0.25), 4);
        assert_eq!(plants_in(2.0, 0.25), 0);
    }
}
