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
    // After a comma any case will do ("macon, ga"); a bare last word must be upper case, so
    // "grow in" is not Indiana.
    let after_comma = location.rsplit(',').next().filter(|_| location.contains(',')).map(|w| w.trim().trim_end_matches('.'));
    let last_word = location.split_whitespace().last().map(|w| w.trim_end_matches('.'));
    let code = |w: &str| STATES.iter().find(|(c, _)| c.eq_ignore_ascii_case(w)).map(|(c, _)| *c);
    let by_code = after_comma
        .filter(|w| w.len() == 2)
        .and_then(code)
        .or_else(|| last_word.filter(|w| w.len() == 2 && w.chars().all(|c| c.is_ascii_uppercase())).and_then(code));
    if by_code.is_some() {
        return by_code;
    }
    // Otherwise a full name: after the last comma first ("Washington, Missouri" is in
    // Missouri), then anywhere; the longest wins, so "West Virginia" is not Virginia.
    let by_name = |text: &str| {
        let lower = format!(" {} ", text.to_lowercase().replace(|c: char| !c.is_alphanumeric(), " "));
        STATES
            .iter()
            .filter(|(_, name)| lower.contains(&format!(" {} ", name.to_lowercase())))
            .max_by_key(|(_, name)| name.len())
            .map(|(code, _)| *code)
    };
    after_comma.and_then(by_name).or_else(|| by_name(location))
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
        assert_eq!(state_in("macon, ga"), Some("GA"), "a code after a comma in any case");
        assert_eq!(state_in("we grow in"), None, "a lower-case last word is a word");
        assert_eq!(state_in("Washington, Missouri"), Some("MO"), "the name after the comma");
    }
}
