import type { Leader } from "~/content/leaders";

/** A member of the leadership team: portrait, name (h3), position and bio. */
export function LeaderCard({
  leader,
  lazy,
}: {
  leader: Leader;
  lazy: boolean;
}) {
  const { image } = leader;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        className="aspect-square w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-brand-900">{leader.name}</h3>
        <p className="mt-1 text-sm font-semibold text-brand-700">
          {leader.position}
        </p>
        <p className="mt-4 text-slate-600">{leader.bio}</p>
      </div>
    </article>
  );
}
