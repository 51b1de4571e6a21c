import { AssetImage } from "#app/components/ui/asset-image.tsx";
import type { Leader } from "#app/content/leaders.ts";

/**
 * A member of the leadership team: portrait, name (h3), position and bio.
 * On a phone the portrait is a small round picture beside the name; from the
 * small breakpoint up it fills the top of the card.
 */
export function LeaderCard({
  leader,
  lazy,
}: {
  leader: Leader;
  lazy: boolean;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center gap-4 px-6 pt-6 sm:block sm:p-0">
        <AssetImage
          image={leader.image}
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
          className="aspect-square size-24 shrink-0 rounded-full bg-brand-50 object-cover sm:size-auto sm:w-full sm:rounded-none"
        />
        <div className="sm:px-6 sm:pt-6">
          <h3 className="text-xl font-semibold text-brand-900">
            {leader.name}
          </h3>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            {leader.position}
          </p>
        </div>
      </div>
      <p className="flex-1 px-6 pt-4 pb-6 text-slate-600">{leader.bio}</p>
    </article>
  );
}
