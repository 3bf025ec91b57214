//! US states and territories, to tell which regional programs a grower's location falls in.

/// Code and name of every state, DC and the territories regional programs name.
pub const STATES: [(&str, &str); 59] = [
    ("AL", "Alabama"),
    ("AK", "Alaska"),
    ("AZ", "Arizona"),
    ("AR", "Arkansas"),
    ("CA", "California"),
    ("CO", "Colorado"),
    ("CT", "Connecticut"),
    ("DE", "Delaware"),
    ("FL", "Florida"),
    ("GA", "Georgia"),
    ("HI", "Hawaii"),
    ("ID", "Idaho"),
    ("IL", "Illinois"),
    ("IN", "Indiana"),
    ("IA", "Iowa"),
    ("KS", "Kansas"),
    ("KY", "Kentucky"),
    ("LA", "Louisiana"),
    ("ME", "Maine"),
    ("MD", "Maryland"),
    ("MA", "Massachusetts"),
    ("MI", "Michigan"),
    ("MN", "Minnesota"),
    ("MS", "Mississippi"),
    ("MO", "Missouri"),
    ("MT", "Montana"),
    ("NE", "Nebraska"),
    ("NV", "Nevada"),
    ("NH", "New Hampshire"),
    ("NJ", "New Jersey"),
    ("NM", "New Mexico"),
    ("NY", "New York"),
    ("NC", "North Carolina"),
    ("ND", "North Dakota"),
    ("OH", "Ohio"),
    ("OK", "Oklahoma"),
    ("OR", "Oregon"),
    ("PA", "Pennsylvania"),
    ("RI", "Rhode Island"),
    ("SC", "South Carolina"),
    ("SD", "South Dakota"),
    ("TN", "Tennessee"),
    ("TX", "Texas"),
    ("UT", "Utah"),
    ("VT", "Vermont"),
    ("VA", "Virginia"),
    ("WA", "Washington"),
    ("WV", "West Virginia"),
    ("WI", "Wisconsin"),
    ("WY", "Wyoming"),
    ("DC", "District of Columbia"),
    ("PR", "Puerto Rico"),
    ("VI", "US Virgin Islands"),
    ("AS", "American Samoa"),
    ("GU", "Guam"),
    ("MP", "Northern Mariana Islands"),
    ("FM", "Micronesia"),
    ("MH", "Marshall Islands"),
    ("PW", "Palau"),
];

pub fn state_name(code: &str) -> Option<&'static str> {
    STATES.iter().find(|(c, _)| *c == code).map(|(_, n)| *n)
}

/// The state a free-text location names, by its code or its name.
pub fn state_in(location: &str) -> Option<&'static str> {
    // A code counts only as its own word after the last comma or as the last word ("Macon,
    // GA", "Boise ID"), so "in" or "or" inside a sentence is not Indiana or Oregon. It comes
    // first: "Washington, DC" and "Kansas City, MO" name a state inside a city's name.
    let after_comma = location.rsplit(',').next().filter(|_| location.contains(','));
    let last_word = location.split_whitespace().last();
    let by_code = [after_comma, last_word]
        .into_iter()
        .flatten()
        .map(|w| w.trim().trim_end_matches('.'))
        .filter(|w| w.len() == 2 && w.chars().all(|c| c.is_ascii_uppercase()))
        .find_map(|w| STATES.iter().find(|(c, _)| *c == w).map(|(c, _)| *c));
    if by_code.is_some() {
        return by_code;
    }
    // Otherwise a full name anywhere; the longest wins, so "West Virginia" is not Virginia.
    let lower = format!(" {} ", location.to_lowercase().replace(|c: char| !c.is_alphanumeric(), " "));
    STATES
        .iter()
        .filter(|(_, name)| lower.contains(&format!(" {} ", name.to_lowercase())))
        .max_by_key(|(_, name)| name.len())
        .map(|(code, _)| *code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_location_names_its_state_by_name_or_code() {
        assert_eq!(state_in("Macon, Georgia"), Some("GA"));
        assert_eq!(state_in("Charleston, West Virginia"), Some("WV"));
        assert_eq!(state_in("Boise, ID"), Some("ID"));
        assert_eq!(state_in("Fresno CA"), Some("CA"));
        assert_eq!(state_in("a farm in the hills"), None);
        assert_eq!(state_in("Accra, Ghana"), None);
        assert_eq!(state_in("Kansas City, Missouri"), Some("MO"), "the longest name wins; both are states");
        assert_eq!(state_in("Washington, DC"), Some("DC"));
    }
}
