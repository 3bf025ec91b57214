//! The keyword fallbacks of seed 000 §8, used when the knowledge base has nothing close.
//! The chat widget keeps the same groups, in the seed's order, for when the server cannot be
//! reached. Here two more groups follow the first. One sends questions about an order, a
//! payment, an account or a visit to the contact form: the seed's default reply ("ask me about
//! soil health…") leaves someone whose download failed with nowhere to go. A growing question
//! (see [`GROWING`]) skips it and the About group: "what order to plant" is not about an order.
//! The other sends cooking questions the knowledge base does not answer ("what can I cook with
//! all my zucchini") to the site's own recipe generator.

/// Keyword groups, in order; the first group with a matching word answers.
pub const GROUPS: &[(&[&str], &str)] = &[
    (
        &["co-op", "coop", "cooperative", "legacy"],
        "Cooperatives are how neighbours pool land, tools and buying power and share what they grow. Our free Cooperative Living guide in the Country Store at /country-store walks through the cooperative principles and how to get one started.",
    ),
    (
        &[
            "order", "orders", "ordered", "receipt", "receipts", "refund", "refunds", "refunded", "invoice", "payment",
            "paid", "checkout", "password", "account", "login", "log in", "sign in", "signin", "signed in",
            "unsubscribe", "download", "downloads", "email", "emails", "contact", "real person", "donate", "donation",
            "donations", "volunteer", "volunteering", "visit", "tour", "tours", "partner", "partnership", "sign up",
            "signup", "pdf", "discount", "coupon", "promo", "app", "feedback", "website", "instagram", "facebook",
            "tiktok", "youtube", "social media", "card", "confirmation", "privacy", "internship", "internships",
        ],
        "For anything about an order, a download, a payment, your account, the website, volunteering or a visit, the farm's team is one message away: use the contact form at /contact and they reply by email. A guide's download link is also in your receipt email, and the Premium Farming Course opens from /course-access.",
    ),
    (
        &["recipe", "recipes", "cook", "cooking", "cooked", "meal", "meals", "dinner", "bake", "baking"],
        "For cooking, try the Cultural Recipe Generator in the Community Griot at /community-griot: list the ingredients you have, pick a cuisine, and it finds a recipe that uses them, with growing tips for each. Ask me anything about growing those ingredients.",
    ),
    (
        &["product", "products", "book", "books", "guide", "guides", "shop", "store", "buy"],
        "Our Country Store at /country-store has free printable guides on soil, sustainable food, youth gardening and cooperatives, plus the Premium Farming Course. The free guides download straight away.",
    ),
    (
        &["program", "programs", "programme", "class", "classes", "youth", "urban farming", "workshop"],
        "We run hands-on learning in urban farming, youth gardening and community agriculture. The Programs page at /programs lists what is on, and our quizzes at /courses are a fun way to check what you know.",
    ),
    (
        &["mission", "about", "why", "bean"],
        "We're a community farm that helps neighbours grow food, skills and connection. The About page at /about tells our story and why we do this work.",
    ),
    (
        &["soil", "crop", "crops", "plant", "plants", "grow", "growing"],
        "Healthy soil grows healthy plants: most vegetables like a pH between 6.0 and 7.0, plenty of compost and steady moisture. Tell me what you're growing and where, and I'll get more specific. Start My Farm Plan at /start-my-farm-plan can build you a 4-week plan.",
    ),
];

/// When nothing matches at all.
pub const DEFAULT: &str = "I'd love to help! Ask me about soil health, urban gardening, community gardens, crop planning or farming grants, and I'll share what I know.";

/// Words that make a message a growing question, whatever else it says: such a question
/// never gets the About page for an "about" or a "why" in passing.
const GROWING: &[&str] = &[
    "soil", "crop", "crops", "plant", "plants", "planting", "planted", "grow", "growing", "garden", "gardens", "gardening",
    "seed", "seeds", "seedling", "seedlings", "bed", "beds", "vegetable", "vegetables", "veggies", "harvest", "compost", "tomato", "tomatoes",
];

/// The fallback reply for a message: the first matching keyword group, else the default.
pub fn reply(message: &str) -> &'static str {
    let lower = message.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric() && c != '-').filter(|w| !w.is_empty()).collect();
    // Phrases match whole words too: "log in" is not "a log in my raised bed".
    let spaced = format!(" {} ", words.join(" "));
    let matches = |keywords: &[&str]| keywords.iter().any(|k| if k.contains(' ') { spaced.contains(&format!(" {k} ")) } else { words.contains(k) });
    let growing = GROWING.iter().any(|w| words.contains(w));
    let about_the_farm = |keywords: &[&str]| keywords.contains(&"mission") || keywords.contains(&"order");
    let found = GROUPS.iter().filter(|(keywords, _)| !(growing && about_the_farm(keywords))).find(|(keywords, _)| matches(keywords));
    match found {
        Some((_, reply)) => reply,
        // The last group is the growing one.
        None if growing => GROUPS[GROUPS.len() - 1].1,
        None => DEFAULT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_group_answers_its_keywords() {
        for (keywords, expected) in GROUPS {
            for keyword in *keywords {
                assert_eq!(reply(&format!("{keyword}, please")), *expected, "{keyword}");
            }
        }
        assert_eq!(reply("Zebras?"), DEFAULT);
        assert_eq!(reply("Coopers"), DEFAULT, "whole words only");
        assert_eq!(reply("My raised bed soil sank about 4 inches"), GROUPS[6].1, "a growing question is never about the farm");
        assert_eq!(reply("Why do my seedlings wilt?"), GROUPS[6].1);
        assert_eq!(reply("Tell me about your mission"), GROUPS[5].1);
        assert_eq!(reply("my download link says expired"), GROUPS[1].1, "site trouble goes to the contact form");
        assert_eq!(reply("can I speak to a real person?"), GROUPS[1].1);
        assert_eq!(reply("what order should I plant my beds in"), GROUPS[6].1, "a growing question is never about an order");
        assert_eq!(reply("what can i cook with all my zucchini"), GROUPS[2].1, "cooking goes to the recipe generator");
        assert!(GROUPS[2].1.contains("/community-griot"));
        assert_eq!(reply("a new catalog in the mailbox"), DEFAULT, "phrases match whole words, not \"catalog in\"");
    }
}
