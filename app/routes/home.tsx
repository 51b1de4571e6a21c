import { Link } from "react-router";

import { company } from "~/content/company";

export function meta() {
  return [
    {
      title: `${company.name} | Home, Auto, Health, Life, Business & Travel Insurance`,
    },
    {
      name: "description",
      content: `${company.name} protects individuals, families and small businesses with home, auto, health, life, business and travel insurance. Get a quote today.`,
    },
  ];
}

export default function Home() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Insurance that protects what matters most
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          Home and property, auto and health cover in one bundle, with 24/7
          claims processing.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            to="/contact"
            className="rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500"
          >
            Get a Quote
          </Link>
          <Link
            to="/explore-roles"
            className="rounded-md border border-white px-6 py-3 font-semibold hover:bg-white/10"
          >
            Learn More
          </Link>
        </div>
      </div>
    </section>
  );
}
