/** The hidden file input a photo button's `<label htmlFor={id}>` opens; `onPick` gets the input once a file is chosen. */
export function PhotoInput({
  id,
  disabled,
  capture,
  onPick,
}: {
  id: string;
  disabled: boolean;
  capture?: 'environment';
  onPick: (input: HTMLInputElement) => void;
}) {
  return (
    <input
      id={id}
      className="visually-hidden"
      type="file"
      accept="image/*"
      capture={capture}
      disabled={disabled}
      onChange={(e) => onPick(e.currentTarget)}
    />
  );
}
