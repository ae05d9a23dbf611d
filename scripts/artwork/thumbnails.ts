import type { SeedBag, SeedComponent } from "../seed/catalogue/types";
import { imageFilesFor, productImagePair, type ProductImage } from "./images";
import { optionFragment, variantFragment, viewArtOf } from "./layers";
import type { Fragment } from "./render";
import { studioBackdrop } from "./studio";
import { surfaceOf, type MaterialIndex, type ResolvedVariant } from "./surfaces";
import type { ArtFile } from "./writer";

/** What the listing shows of a bag: a variant or an option per component, or nothing. */
type DefaultChoice = { variant?: ResolvedVariant; option?: string };

/**
 * The configuration a bag is pictured in before the shopper touches it: the first variant of
 * every drawable component and the first option of every selectable option, leaving out
 * components whose condition does not hold (so a chain and a leather strap are never drawn
 * together) and the components an unanswered optional question would open.
 */
function defaultChoices(bag: SeedBag, index: MaterialIndex): Map<string, DefaultChoice> {
  const choices = new Map<string, DefaultChoice>();
  const byKey = new Map(bag.components.map((c) => [c.key, c]));
  const groupMembers = (group: string) => bag.components.filter((c) => c.parent === group);

  for (const component of bag.components) {
    const option = component.options?.[0]?.name;
    if (option) choices.set(component.key, { option });
  }
  const eligible = (component: SeedComponent): boolean => {
    const group = component.parent ? byKey.get(component.parent) : undefined;
    if (group?.type === "selectable-group" && group.selectableType !== "multiple") {
      if (groupMembers(group.key)[0]?.key !== component.key) return false;
    }
    if (!component.requires?.length) return true;
    return component.requires.some(({ component: key, option }) => {
      if (key) return choices.has(key);
      const [owner, name] = (option ?? "").split(":");
      return owner !== undefined && choices.get(owner)?.option === name;
    });
  };
  // A component may require one listed after it, so settle the choices in a few passes.
  for (let pass = 0; pass < 3; pass++) {
    for (const component of bag.components) {
      const variant = index.variants(component)[0];
      if (!variant || component.layers.length === 0 || choices.has(component.key)) continue;
      if (eligible(component)) choices.set(component.key, { variant });
    }
  }
  return choices;
}

/** The drawn layers of a view in the default configuration, bottom to top. */
function defaultViewFragments(
  bag: SeedBag,
  view: string,
  index: MaterialIndex,
  prefix: string,
): Fragment[] {
  const choices = defaultChoices(bag, index);
  const drawn = bag.components
    .flatMap((component) => {
      const layer = component.layers.find((l) => l.view === view);
      const choice = choices.get(component.key);
      return layer && choice ? [{ component, z: layer.z, choice }] : [];
    })
    .sort((a, b) => a.z - b.z);
  return drawn.map(({ component, choice }, i) =>
    choice.variant
      ? variantFragment(
          bag,
          view,
          component,
          surfaceOf(choice.variant.material, choice.variant.color),
          `${prefix}${i}`,
        )
      : optionFragment(bag, view, component, choice.option ?? "", `${prefix}${i}`),
  );
}

/** The product_images rows of a bag; the files are written by bagThumbnailFiles. */
export function bagImageFiles(bag: SeedBag): ProductImage[] {
  return productImagePair(`${bag.label} thumbnail`, bag.label);
}

export function bagThumbnailFiles(bag: SeedBag, index: MaterialIndex): ArtFile[] {
  const view = bag.views[0];
  if (!view) throw new Error(`${bag.name} has no views`);
  const tint =
    bag.components.map((c) => index.variants(c)[0]?.color.hex).find(Boolean) ?? "#c8bfb2";
  const fragments = [
    studioBackdrop("s", tint, viewArtOf(bag, view).ground),
    ...defaultViewFragments(bag, view, index, "c"),
  ];
  return imageFilesFor(bagImageFiles(bag), fragments);
}
