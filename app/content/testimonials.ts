import { svgImage, type ImageAsset } from "./shared.ts";

/** A star rating, 1 to 5. */
export type Rating = 1 | 2 | 3 | 4 | 5;

/** The most stars a rating has. */
export const maxRating = 5;

/** What a screen reader announces for a rating, in place of the stars. */
export const ratingLabel = (rating: Rating) =>
  `Rated ${rating} out of ${maxRating} stars`;

/** A customer testimonial (spec section 3). The UI shows initials if the avatar fails to load. */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  content: string;
  avatar: ImageAsset;
  rating: Rating;
}

const avatar = (slug: string, name: string) =>
  svgImage(`avatars/${slug}`, `Portrait of ${name}`, 96, 96);

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: "Sarah Mitchell",
    role: "Homeowner, Ann Arbor, MI",
    content:
      "When a storm brought a tree down on our roof, I called at midnight and a real person answered. Our adjuster came out two days later and the claim was paid within a week. I can't imagine going through that with anyone else.",
    avatar: avatar("sarah-mitchell", "Sarah Mitchell"),
    rating: 5,
  },
  {
    id: 2,
    name: "David Chen",
    role: "Small Business Owner",
    content:
      "Our agent took the time to understand my bakery, from the ovens to the delivery van, and put together a package that cost less than my old policies combined. When our walk-in cooler failed, the spoilage claim was handled without any hassle.",
    avatar: avatar("david-chen", "David Chen"),
    rating: 5,
  },
  {
    id: 3,
    name: "Maria Rodriguez",
    role: "Family Health Plan Member",
    content:
      "With three kids, doctor visits add up fast. Our Silver plan covers their check-ups in full, the telehealth line has saved us many late-night trips, and bundling with our auto policy saved us even more.",
    avatar: avatar("maria-rodriguez", "Maria Rodriguez"),
    rating: 5,
  },
];
