import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

function setRef(ref: unknown, node: unknown) {
  if (typeof ref === 'function') ref(node);
  else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
}

/**
 * Radix's Slot, for `<Button asChild>`: draws its one element child with the slot's props merged in
 * (the child's event handler runs first, then the slot's; styles merge; class names and
 * aria-describedby join; the child wins for anything else; both refs get the node). Radix's own
 * (with its Slottable and lazy children, 1 KB) stays with the menus and dialogs that use it, out of
 * every page's first download.
 */
export function Slot({ children, ref, ...slotProps }: Props) {
  if (!isValidElement<Props>(children)) {
    if (children || children === 0) throw new Error('Slot: asChild needs exactly one element child.');
    return children;
  }
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function')
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      else if (slotValue) merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      const ids = [childValue, slotValue].filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
      merged[name] = [...new Set(ids)].join(' ') || undefined;
    }
  }
  const childRef = childProps.ref;
  if (ref && childRef)
    merged.ref = (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
  else if (ref ?? childRef) merged.ref = ref ?? childRef;
  return cloneElement(children, merged);
}
