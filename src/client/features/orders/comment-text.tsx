import { splitAllergyWords } from './allergy.ts';

/** The guest's comment with allergy words in bold red: never only colour, the words are bold too. */
export function CommentText({ comment }: { comment: string }) {
  return (
    <>
      {splitAllergyWords(comment).map((part, i) =>
        part.allergy ? (
          <strong key={i} className="allergy-word">
            {part.text}
          </strong>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
