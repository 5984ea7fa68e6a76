/** The local kitchen landing pages (spec 2, "Local kitchen pages"). */
export const LOCAL_KITCHEN_SLUGS = ['bethesda-kitchen-remodeling', 'potomac-kitchen-remodeling'] as const;
export type LocalKitchenSlug = (typeof LOCAL_KITCHEN_SLUGS)[number];
