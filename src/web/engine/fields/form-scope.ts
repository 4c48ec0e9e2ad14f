// The form a field input sits in (its resource and react-hook-form control), for inputs that show
// figures derived from other fields as they are typed (an order's payments against its lines' total)
// or depend on them (a receipt's invoice selector offers the chosen client's invoices).
import { createContext } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { Resource } from '../../../core/resource/types';
import type { FormValues } from '../data/payload';

export interface FormScope { resource: Resource; control: Control<FormValues>; setValue?: UseFormSetValue<FormValues> }

export const FormScopeContext = createContext<FormScope | null>(null);
