/** An `<option>` for each value, shown by its label: `<LabelledOptions values={INQUIRY_TYPES} labels={INQUIRY_TYPE_LABELS} />`. */
export function LabelledOptions<T extends string>({ values, labels }: { values: readonly T[]; labels: Record<T, string> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
