interface CheckoutCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}

/** A yes/no of the checkout form that hides fields while ticked (billing as delivery, I am the recipient). */
export function CheckoutCheckbox({ checked, onChange, label }: CheckoutCheckboxProps) {
  return (
    <label className="checkout-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
