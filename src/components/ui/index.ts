export { Button, type ButtonProps } from './Button';
export { TextArea, TextField } from './Field';
export { Logo } from './Logo';
