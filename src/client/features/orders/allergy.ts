/**
 * Allergy words in a guest's comment: "аллергия", "аллергик", "alergie", "alergic", "allergy",
 * "allergic" in any case and any word form (аллергией, alergii, alergică, allergies…), so the board can
 * print them bold red. A word starts where no letter precedes it (\b knows no Cyrillic).
 */
const ALLERGY_WORD = /(?<!\p{L})(?:аллерг|алерг|allerg|alerg)\p{L}*/giu;

export interface CommentPart {
  text: string;
  allergy: boolean;
}

/** The comment cut into plain parts and allergy words, in order; joined they give the comment back. */
export function splitAllergyWords(comment: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let at = 0;
  for (const match of comment.matchAll(ALLERGY_WORD)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: comment.slice(at, start), allergy: false });
    parts.push({ text: match[0], allergy: true });
    at = start + match[0].length;
  }
  if (at < comment.length) parts.push({ text: comment.slice(at), allergy: false });
  return parts;
}

export const mentionsAllergy = (comment: string) => splitAllergyWords(comment).some((p) => p.allergy);
