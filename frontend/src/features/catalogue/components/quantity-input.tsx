import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** The purchase box's quantity field: Mantine's number input, a chunk of its own (its number
 * formatting library is the biggest part of the product page's code). */
export function QuantityInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} clampBehavior="blur" {...props} />;
}
