import { Field, NativeSelect } from '@chakra-ui/react';
import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES, type InquiryType } from '../../../../modules/contact/contact.schema';
import { LabelledOptions } from '../../../components/ui/labelled-options';

type Props = { value: InquiryType | undefined; onChange: (type: InquiryType | undefined) => void };

export function InquiryTypeFilter({ value, onChange }: Props) {
  return (
    <Field.Root width={{ base: 'full', sm: '72' }}>
      <Field.Label fontSize="sm">Inquiry type</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as InquiryType | undefined)}>
          <option value="">All inquiry types</option>
          <LabelledOptions values={INQUIRY_TYPES} labels={INQUIRY_TYPE_LABELS} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
