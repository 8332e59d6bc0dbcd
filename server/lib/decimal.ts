/** numeric(36,18) as text without trailing zeros: '12.500000000000000000' -> '12.5', '3.000' -> '3'. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
